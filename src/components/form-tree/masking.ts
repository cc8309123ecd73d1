import type { FormNode } from '../../api/schemas/form.ts';
import { isSecretNode } from '../../api/wire/secrets.ts';
import type { FormMode } from './validate.ts';

/** Stored secrets are never sent back; on edit their fields show this many dots (SPEC.md §9). */
export const MASKED_PASSWORD_LENGTH = 20;
export const MASKED_KEY_LENGTH = 184;
const DOT = '•';

/** The placeholder of a field: masked dots for a stored secret on edit, else the server's text. */
export function placeholderFor(node: FormNode, mode: FormMode): string | undefined {
  if (mode === 'edit' && isSecretNode(node)) {
    const isKeyBox = node.attributes.form_element === 'textarea';
    return DOT.repeat(isKeyBox ? MASKED_KEY_LENGTH : MASKED_PASSWORD_LENGTH);
  }
  return node.attributes.placeholder;
}

/** Every secret field of the tree, shown now or not: what a draft of the form never holds. */
export function secretFieldNames(root: FormNode): Set<string> {
  const names = new Set<string>();
  const visit = (node: FormNode) => {
    if (isSecretNode(node)) names.add(node.name);
    for (const child of node.children ?? []) visit(child);
  };
  visit(root);
  return names;
}
