import type { Product, ProductWrite } from '../../../api/schemas/product.ts';

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((x) => right.has(x));
};

/**
 * The sparse update of SPEC.md §5: only the fields that differ from the stored product. Models are a
 * set (the server stores them so, and lists them sorted): the same models in another order are no
 * change, while any added or removed model sends the whole new list, which replaces the old one.
 */
export function productChanges(next: ProductWrite, stored: Product): Partial<ProductWrite> {
  const changes: Partial<ProductWrite> = {};
  if (next.product_name !== stored.product_name) changes.product_name = next.product_name;
  if (next.description !== stored.description) changes.description = next.description;
  if (!sameSet(next.models, stored.models)) changes.models = next.models;
  return changes;
}
