/**
 * The recipient form's rules (SPEC.md §5): Name and ID in Provider System are required; when the
 * product list is available at least one product must be ticked; ID in Provider System cannot change
 * after creation. An edit sends only what changed, lists compared ignoring order. A refused save puts
 * each of the server's problems on its field.
 */
import * as v from 'valibot';
import type { Recipient, RecipientWrite } from '../../../api/schemas/recipient.ts';
import { changedFields as diff } from '../../../components/form/changed-fields.ts';
import { type FieldErrors, filled, schemaErrors } from '../../../components/form/schema-errors.ts';
import { sentence, serverFieldErrors } from '../../../components/form/server-errors.ts';

export interface RecipientDraft {
  name: string;
  id_in_provider_system: string;
  products: string[];
}
export type RecipientField = keyof RecipientDraft;

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

const products = v.array(v.string());

/** The form's rules in the words the form shows. */
export const draftSchema = ({ mode, productsAvailable }: DraftRules) =>
  v.object({
    name: filled(`${FIELD_LABELS.name} is required.`),
    id_in_provider_system:
      mode === 'create' ? filled(`${FIELD_LABELS.id_in_provider_system} is required.`) : v.string(),
    products: productsAvailable ? v.pipe(products, v.minLength(1, PRODUCTS_REQUIRED)) : products,
  });

export const validateDraft = (draft: RecipientDraft, rules: DraftRules): FieldErrors =>
  schemaErrors(draftSchema(rules), draft);

const uniqueSorted = (names: readonly string[]) => [...new Set(names)].sort();

/** The body of a create: text trimmed (the server trims too), products once each. */
export const toWrite = (draft: RecipientDraft): RecipientWrite => ({
  name: draft.name.trim(),
  id_in_provider_system: draft.id_in_provider_system.trim(),
  products: uniqueSorted(draft.products),
});

/**
 * The body of an edit: only the fields that differ from the stored recipient. The ID in Provider
 * System is never sent; products are left out when the catalogue could not be read (nothing to edit).
 */
export function changedFields(
  draft: RecipientDraft,
  stored: Recipient,
  productsAvailable = true,
): Partial<RecipientWrite> {
  const { id_in_provider_system: _locked, ...changes } = diff(toWrite(draft), toWrite(draftOf(stored)));
  if (!productsAvailable) delete changes.products;
  return changes;
}

/** A refused save, each problem on its field (SPEC.md §8): 409 is a duplicate ID in Provider System. */
export const serverErrorsOf = (error: unknown) =>
  serverFieldErrors(error, {
    fields: Object.keys(FIELD_LABELS),
    entity: 'recipient',
    conflictField: 'id_in_provider_system',
    word: (_field, problem) => sentence(problem),
  });
