import * as v from 'valibot';
import { request } from '../http.ts';
import { entityKeys, entityQueries } from '../query-keys.ts';
import { envelope } from '../schemas/envelope.ts';
import { type Product, type ProductWrite, productListReply, productReply } from '../schemas/product.ts';

/**
 * SPEC.md §7 lists `GET /export/products` without paging; a server that pages it anyway is followed
 * through `next_url`, so a large catalogue is never cut at the first page.
 */
const productListEnvelope = v.object({
  ...envelope(productListReply).entries,
  has_next: v.optional(v.boolean(), false),
  next_url: v.optional(v.nullable(v.string())),
});
const FALLBACK = 'Failed to fetch products.';
const PRODUCTS_PAGE_SIZE = 100;
const path = (id: string) => `/export/products/${encodeURIComponent(id)}`;

async function all(): Promise<Product[]> {
  const rows: Product[] = [];
  let call: { path: string; query?: { page_size: number } } = {
    path: '/export/products',
    query: { page_size: PRODUCTS_PAGE_SIZE },
  };
  for (;;) {
    const reply = await request({ method: 'GET', ...call, schema: productListEnvelope, fallback: FALLBACK });
    rows.push(...reply.data.products);
    if (!reply.has_next || !reply.next_url) return rows;
    call = { path: reply.next_url };
  }
}

/** Product calls of SPEC.md §7 (the deprecated /export spelling is the one the SDK calls). */
export const productsApi = {
  all,
  get: async (id: string) =>
    (
      await request({
        method: 'GET',
        path: path(id),
        schema: envelope(productReply),
        fallback: 'Failed to fetch product.',
      })
    ).data.product,

  create: async (product: ProductWrite) =>
    (
      await request({
        method: 'POST',
        path: '/export/products',
        body: { product },
        schema: envelope(productReply),
        fallback: 'Failed to post product.',
      })
    ).data.product,

  /** Only the changed fields; `models`, when sent, replaces the whole list. */
  update: async (id: string, changes: Partial<ProductWrite>) =>
    (
      await request({
        method: 'PATCH',
        path: path(id),
        body: { product: changes },
        schema: envelope(productReply),
        fallback: 'Failed to update product.',
      })
    ).data.product,

  remove: async (id: string) => {
    await request({
      method: 'DELETE',
      path: path(id),
      schema: envelope(v.unknown()),
      fallback: 'Failed to delete product.',
    });
  },
};

/**
 * Product keys and queries. SPEC.md §7 reads products as one list (no paging in the console); the
 * recipient and destination forms read the same `all` entry as /models/products.
 */
export const productKeys = entityKeys('products');

export const productQueries = entityQueries(productKeys, productsApi);
