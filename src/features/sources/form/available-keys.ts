/**
 * The tunnel's SSH key choice offers only the organisation's keys that exist (SPEC.md §5). The server
 * marks the secondary key `disabled` until a rotation has made one; a disabled choice would still
 * read as an option, so it is taken out of the tree with the key field it would open.
 */
import type { FormNode } from '../../../api/schemas/form.ts';

export const KEY_CHOICE_FIELD = 'existing_ssh_key';

export function withAvailableKeys(node: FormNode): FormNode {
  const children = node.children?.map(withAvailableKeys) ?? null;
  if (node.name !== KEY_CHOICE_FIELD || !node.enum) return { ...node, children };
  const missing = new Set(node.enum.filter((entry) => entry.disabled).map((entry) => entry.key));
  return {
    ...node,
    enum: node.enum.filter((entry) => !missing.has(entry.key)),
    children: children?.filter((child) => child.parent === null || !missing.has(child.parent)) ?? null,
  };
}
