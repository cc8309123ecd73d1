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
