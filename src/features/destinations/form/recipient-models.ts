import type { Product } from '../../../api/schemas/product.ts';
import type { Recipient } from '../../../api/schemas/recipient.ts';

/** Every model of the recipient's products, sorted: what a new destination starts with (SPEC.md §9). */
export function modelsOfRecipient(recipient: Recipient, products: readonly Product[]): string[] {
  const names = new Set<string>();
  for (const product of products) {
    if (recipient.products.includes(product.product_name)) for (const m of product.models) names.add(m);
  }
  return [...names].sort((a, b) => a.localeCompare(b));
}
