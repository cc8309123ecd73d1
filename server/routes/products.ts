import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { sendPage } from '../http/paging.ts';
import { requireSession } from '../http/session.ts';
import { findProduct, pageProducts } from '../store/products.ts';
import { readAlphabeticalPage } from './alphabetical-page.ts';

/** Product reads, alphabetical by product_name; mounted at /products and /export/products. */
export function productRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/', requireSession, (c) => {
    const { products, nextCursor } = pageProducts(deps.db, c.var.environment, readAlphabeticalPage(c));
    return sendPage(c, 'products', products, nextCursor);
  });

  routes.get('/:id', requireSession, (c) => {
    const product = findProduct(deps.db, c.var.environment, c.req.param('id'));
    if (!product) throw new HttpError(404, 'Product not found.');
    return ok(c, { product });
  });

  return routes;
}
