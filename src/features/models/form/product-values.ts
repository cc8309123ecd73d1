import type { Product, ProductWrite } from '../../../api/schemas/product.ts';

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
export type ProductField = keyof ProductValues;
export type ProductErrors = Partial<Record<ProductField, string>>;

export const PRODUCT_NAME_REQUIRED = 'Product Name is required.';
export const DESCRIPTION_REQUIRED = 'Description is required.';
export const MODELS_REQUIRED = 'Select at least one model.';

export const blankProduct = (): ProductValues => ({ product_name: '', description: '', models: [] });

export const productValues = (product: Product): ProductValues => ({
  product_name: product.product_name,
  description: product.description,
  models: [...product.models],
});

/** Errors by field, in the order the fields appear (the first one gets focus). */
export function validateProduct(values: ProductValues): ProductErrors {
  const errors: ProductErrors = {};
  if (values.product_name.trim() === '') errors.product_name = PRODUCT_NAME_REQUIRED;
  if (values.description.trim() === '') errors.description = DESCRIPTION_REQUIRED;
  if (values.models.length === 0) errors.models = MODELS_REQUIRED;
  return errors;
}

/** The body of a create: text trimmed as the server stores it, models sorted and once each. */
export function productWrite(values: ProductValues): ProductWrite {
  return {
    product_name: values.product_name.trim(),
    description: values.description.trim(),
    models: [...new Set(values.models)].sort(),
  };
}
