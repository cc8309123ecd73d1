import type { FormNode, FormValue } from '../../src/api/schemas/form.ts';
import { preparedPath, readPath } from './field-paths.ts';

/**
 * The fields a prepared destination shows, by the walk of CONTRACT.md §6: a node is visited, and its
 * children only when the node's value equals the child's `parent`. Absent values take their default
 * first (a select's first option, `false` for a yes/no) so the walk follows the branch the server will
 * store. Internal nodes are included: the server accepts them when sent.
 */
export interface VisibleField {
  node: FormNode;
  path: string[];
  /** The value sent, or the default when nothing was sent. */
  value: unknown;
  /** True when `value` came from the default. */
  defaulted: boolean;
}

export function defaultValue(node: FormNode): FormValue | undefined {
  if (node.const !== undefined || node.attributes.key_format) return undefined;
  // A destination is enabled unless told otherwise (SPEC.md §3); other yes/no fields default to No.
  if (node.type === 'boolean') return node.name === 'is_enabled';
  if (node.attributes.form_element === 'select' && node.required) return node.enum?.[0]?.key;
  return undefined;
}

export function visibleFields(root: FormNode, destination: unknown): VisibleField[] {
  const found: VisibleField[] = [];
  const visit = (node: FormNode, parents: FormValue[]) => {
    const path = preparedPath(parents, node.name);
    const sent = readPath(destination, path);
    const missing = sent === undefined || sent === null || sent === '';
    const fallback = missing ? defaultValue(node) : undefined;
    const value = missing && fallback !== undefined ? fallback : sent;
    found.push({ node, path, value, defaulted: missing && fallback !== undefined });
    for (const child of node.children ?? []) {
      if (child.parent !== null && child.parent === value) visit(child, [...parents, child.parent]);
    }
  };
  visit(root, []);
  return found;
}
