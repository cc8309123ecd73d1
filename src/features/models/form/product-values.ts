import * as v from 'valibot';
import type { Product, ProductWrite } from '../../../api/schemas/product.ts';
import { changedFields } from '../../../components/form/changed-fields.ts';
import { type FieldErrors, filled, schemaErrors } from '../../../components/form/schema-errors.ts';
import { serverFieldErrors } from '../../../components/form/server-errors.ts';

/**
 * What the product form holds and the rules it checks before sending (SPEC.md §5: Name and
 * Description required, models by checkbox). The server accepts a product without models, but a
 * product is what a recipient buys access to: one that grants no model is a mistake, so the form
 * asks for at least one.
 */
export interface ProductValues {
  product_name: string;
  description: string;
  models: string[];
}

export const PRODUCT_NAME_REQUIRED = 'Product Name is required.';
export const DESCRIPTION_REQUIRED = 'Description is required.';
export const MODELS_REQUIRED = 'Select at least one model.';

export const blankProduct = (): ProductValues => ({ product_name: '', description: '', models: [] });

export const productValues = (product: Product): ProductValues => ({
  product_name: product.product_name,
  description: product.description,
  models: [...product.models],
});

/** The form's rules, in the order the fields appear. */
const productSchema = v.object({
  product_name: filled(PRODUCT_NAME_REQUIRED),
  description: filled(DESCRIPTION_REQUIRED),
  models: v.pipe(v.array(v.string()), v.minLength(1, MODELS_REQUIRED)),
});

/** Errors by field, in the order the fields appear (the first one gets focus). */
export const validateProduct = (values: ProductValues): FieldErrors => schemaErrors(productSchema, values);

/** The body of a create: text trimmed as the server stores it, models sorted and once each. */
export function productWrite(values: ProductValues): ProductWrite {
  return {
    product_name: values.product_name.trim(),
    description: values.description.trim(),
    models: [...new Set(values.models)].sort(),
  };
}

/**
 * The sparse update of SPEC.md §5: only the fields that differ from the stored product. Models are a
 * set (the server stores them so, and lists them sorted): the same models in another order are no
 * change, while any added or removed model sends the whole new list, which replaces the old one.
 */
export const productChanges = (next: ProductWrite, stored: Product): Partial<ProductWrite> =>
  changedFields(next, productWrite(productValues(stored)));

/**
 * A refused save by the field it is about, so its message sits next to that field (as well as in the
 * toast): the server names the field at the start of a 422 (`product.description: …`) and answers a
 * taken name with 409.
 */
export const serverErrorsOf = (error: unknown) =>
  serverFieldErrors(error, { fields: Object.keys(blankProduct()), conflictField: 'product_name' });
