import * as v from 'valibot';

/** A named group of models; models are model names, sorted. System products cannot change. */
export const product = v.object({
  id: v.string(),
  product_name: v.string(),
  description: v.string(),
  models: v.array(v.string()),
  is_system_product: v.boolean(),
  created_at: v.string(),
});
export type Product = v.InferOutput<typeof product>;
export const productListReply = v.object({ products: v.array(product) });
export const productReply = v.object({ product });

/** `POST /export/products {product}`: models are model names (any order; stored as a set). */
export const productWrite = v.object({
  product_name: v.pipe(v.string(), v.trim(), v.nonEmpty('product_name is required')),
  description: v.pipe(v.string(), v.trim(), v.nonEmpty('description is required')),
  models: v.optional(v.array(v.string()), []),
});
export type ProductWrite = v.InferOutput<typeof productWrite>;
export const productCreateBody = v.object({ product: productWrite });

/** `PATCH /export/products/{id} {product}`: only the changed fields; `models` replaces the list. */
export const productPatchBody = v.object({ product: v.partial(productWrite) });
