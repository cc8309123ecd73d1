/**
 * The recipient form's rules (SPEC.md §5): Name and ID in Provider System are required; when the
 * product list is available at least one product must be ticked; ID in Provider System cannot change
 * after creation. An edit sends only what changed, lists compared ignoring order.
 */
import type { Recipient, RecipientWrite } from '../../../api/schemas/recipient.ts';

export interface RecipientDraft {
  name: string;
  id_in_provider_system: string;
  products: string[];
}
export type RecipientField = keyof RecipientDraft;
export type DraftErrors = Partial<Record<RecipientField, string>>;

export const FIELD_LABELS: Record<RecipientField, string> = {
  name: 'Name',
  id_in_provider_system: 'ID in Provider System',
  products: 'Products',
};
export const PRODUCTS_REQUIRED = 'Must select at least one product';

export const BLANK_DRAFT: RecipientDraft = { name: '', id_in_provider_system: '', products: [] };

export const draftOf = (recipient: Recipient): RecipientDraft => ({
  name: recipient.name,
  id_in_provider_system: recipient.id_in_provider_system,
  products: [...recipient.products],
});

export interface DraftRules {
  mode: 'create' | 'edit';
  /** False while the product catalogue could not be read: then the products rule cannot be checked. */
  productsAvailable: boolean;
}

export function validateDraft(draft: RecipientDraft, { mode, productsAvailable }: DraftRules): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.name.trim() === '') errors.name = `${FIELD_LABELS.name} is required.`;
  if (mode === 'create' && draft.id_in_provider_system.trim() === '') {
    errors.id_in_provider_system = `${FIELD_LABELS.id_in_provider_system} is required.`;
  }
  if (productsAvailable && draft.products.length === 0) errors.products = PRODUCTS_REQUIRED;
  return errors;
}

const uniqueSorted = (names: readonly string[]) => [...new Set(names)].sort();

/** The body of a create: text trimmed (the server trims too), products once each. */
export const toWrite = (draft: RecipientDraft): RecipientWrite => ({
  name: draft.name.trim(),
  id_in_provider_system: draft.id_in_provider_system.trim(),
  products: uniqueSorted(draft.products),
});

const sameSet = (a: readonly string[], b: readonly string[]) =>
  uniqueSorted(a).join('\u0000') === uniqueSorted(b).join('\u0000');

/**
 * The body of an edit: only the fields that differ from the stored recipient. The ID in Provider
 * System is never sent; products are left out when the catalogue could not be read (nothing to edit).
 */
export function changedFields(
  draft: RecipientDraft,
  stored: Recipient,
  productsAvailable = true,
): Partial<RecipientWrite> {
  const changes: Partial<RecipientWrite> = {};
  const name = draft.name.trim();
  if (name !== stored.name) changes.name = name;
  if (productsAvailable && !sameSet(draft.products, stored.products)) {
    changes.products = uniqueSorted(draft.products);
  }
  return changes;
}
