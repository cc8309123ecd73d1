/**
 * Which fields a form shows (CONTRACT.md §6), the one walk console and server share: depth first from
 * the root (the vendor select), a node shows, and its children are visited only when the node's value
 * equals the child's `parent` (vendor "postgres" opens the postgres fields, `use_ssh_tunnel` true opens
 * the tunnel fields). `parent` is null for the root only, so a child with a null parent never opens.
 * Internal nodes and their subtrees are skipped unless asked for. Where a node's value comes from is
 * the caller's: the console's flat form values, or the server's prepared object with its defaults.
 */
import type { FormNode, FormValue } from '../schemas/form.ts';
import { fieldPath } from './field-paths.ts';
import { currentValue, type FormValues } from './form-values.ts';

/** The first node of that name, depth first, whether shown or not (console and server alike). */
export function findNode(root: FormNode, name: string): FormNode | undefined {
  if (root.name === name) return root;
  for (const child of root.children ?? []) {
    const found = findNode(child, name);
    if (found) return found;
  }
  return undefined;
}

export interface WalkedField<V> {
  node: FormNode;
  /** The `parent` values from the root down to this node. */
  chain: readonly FormValue[];
  /** Where its value goes when sent (field-paths.ts). */
  path: string[];
  /** The node's value, as the caller's `readValue` gave it. */
  value: V;
}

export interface WalkOptions {
  includeInternal?: boolean;
}

export function walkFormTree<V>(
  root: FormNode,
  readValue: (node: FormNode, path: readonly string[]) => V,
  options: WalkOptions = {},
): WalkedField<V>[] {
  const out: WalkedField<V>[] = [];
  const visit = (node: FormNode, chain: readonly FormValue[]) => {
    if (node.attributes.internal && !options.includeInternal) return;
    const path = fieldPath(chain, node.name);
    const value = readValue(node, path);
    out.push({ node, chain, path, value });
    for (const child of node.children ?? []) {
      if (child.parent !== null && child.parent === value) visit(child, [...chain, child.parent]);
    }
  };
  visit(root, []);
  return out;
}

export type VisibleField = WalkedField<FormValue | undefined>;

/** The fields a form shows with these (flat) form values. */
export const visibleFields = (
  root: FormNode,
  values: FormValues,
  options: WalkOptions = {},
): VisibleField[] => walkFormTree(root, (node) => currentValue(node, values), options);
