/**
 * Which fields the form shows (CONTRACT.md §6): a depth-first walk from the root (the vendor select).
 * A node shows, and its children are visited only when the node's current value equals the child's
 * `parent` (vendor "postgres" opens the postgres fields, `use_ssh_tunnel` true opens the tunnel
 * fields). A child whose `parent` is null hangs from no value and shows whenever its parent does (a
 * `div` group). Internal nodes and their subtrees are skipped unless asked for.
 */
import type { FormNode, FormSection, FormValue } from '../../api/schemas/form.ts';
import { currentValue, type FormValues } from './form-values.ts';

export interface VisibleField {
  node: FormNode;
  /** The `parent` values from the root down to this node: where its value goes when sent. */
  chain: readonly FormValue[];
}

export function visibleFields(
  root: FormNode,
  values: FormValues,
  options: { includeInternal?: boolean } = {},
): VisibleField[] {
  const out: VisibleField[] = [];
  const visit = (node: FormNode, chain: readonly FormValue[]) => {
    if (node.attributes.internal && !options.includeInternal) return;
    out.push({ node, chain });
    const value = currentValue(node, values);
    for (const child of node.children ?? []) {
      if (child.parent === null) visit(child, chain);
      else if (child.parent === value) visit(child, [...chain, child.parent]);
    }
  };
  visit(root, []);
  return out;
}

export interface SectionFields {
  section: FormSection;
  fields: VisibleField[];
}

/** Fields grouped by `section_id`, in the server's section order; an unknown id gets its own group. */
export function groupBySection(fields: readonly VisibleField[], sections: readonly FormSection[]) {
  const groups = new Map<number, SectionFields>(
    sections.map((section) => [section.id, { section, fields: [] }]),
  );
  for (const field of fields) {
    const id = field.node.attributes.section_id;
    let group = groups.get(id);
    if (!group) {
      group = { section: { id, title: '' }, fields: [] };
      groups.set(id, group);
    }
    group.fields.push(field);
  }
  return [...groups.values()];
}
