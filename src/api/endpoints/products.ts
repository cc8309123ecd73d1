import * as v from 'valibot';
import { request } from '../http.ts';
import { envelope } from '../schemas/envelope.ts';
import { type Product, productListReply, productReply } from '../schemas/product.ts';

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

/** Product reads of SPEC.md §7 (the deprecated /export spelling is the one the SDK calls). */
export const productsApi = {
  all,
  get: async (id: string) =>
    (
      await request({
        method: 'GET',
        path: `/export/products/${encodeURIComponent(id)}`,
        schema: envelope(productReply),
        fallback: 'Failed to fetch product.',
      })
    ).data.product,
};
