import type { Product } from '../api/schemas/product.ts';

/** A stored (non-system) product of two models, for the product form's tests. */
export const commerceProduct: Product = {
  id: 'p1',
  product_name: 'Commerce',
  description: 'Orders and customers.',
  models: ['customers', 'orders'],
  is_system_product: false,
  created_at: '2026-01-01T00:00:00Z',
};
