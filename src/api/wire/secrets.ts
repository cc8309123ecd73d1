/**
 * Which form fields are secrets (CONTRACT.md §5): passwords, keys, tokens — written, never returned.
 * The server stores them apart; the console masks them on edit (blank keeps the stored one) and leaves
 * them out of detail views.
 */
import type { FormNode } from '../schemas/form.ts';
import { SECRET_FIELDS } from '../schemas/vendor.ts';

const SECRET_NAMES: ReadonlySet<string> = new Set(SECRET_FIELDS);

export const isSecretNode = (node: FormNode) =>
  node.attributes.input_type === 'password' || SECRET_NAMES.has(node.name);
