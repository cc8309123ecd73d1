import { Hono } from 'hono';
import { productCreateBody, productPatchBody } from '../../src/api/schemas/product.ts';
import { requireSession } from '../auth/session-cookie.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { jsonBody } from '../http/json-body.ts';
import { sendPage } from '../http/paging.ts';
import { deleteProduct, insertProduct, updateProduct } from '../store/product-writes.ts';
import { findProduct, pageProducts } from '../store/products.ts';
import { readAlphabeticalPage } from './alphabetical-page.ts';

/**
 * Products, alphabetical by product_name; mounted at /products and /export/products. The system
 * product (every model, made by the platform) cannot be edited or deleted: 403.
 */
const NOT_FOUND = 'Product not found.';

export function productRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const nowIso = () => new Date(deps.now()).toISOString();

  /** The product to change, or 404 / 403 for a system product. */
  function editable(environment: AppEnv['Variables']['environment'], id: string, verb: string) {
    const product = findProduct(deps.db, environment, id);
    if (!product) throw new HttpError(404, NOT_FOUND);
    if (product.is_system_product) {
      throw new HttpError(403, `"${product.product_name}" is a system product and cannot be ${verb}.`);
    }
    return product;
  }

  routes.get('/', requireSession, (c) => {
    const { products, nextCursor } = pageProducts(deps.db, c.var.environment, readAlphabeticalPage(c));
    return sendPage(c, 'products', products, nextCursor);
  });

  routes.get('/:id', requireSession, (c) => {
    const product = findProduct(deps.db, c.var.environment, c.req.param('id'));
    if (!product) throw new HttpError(404, NOT_FOUND);
    return ok(c, { product });
  });

  routes.post('/', requireSession, jsonBody(productCreateBody), (c) => {
    const id = insertProduct(deps.db, c.var.environment, c.var.body.product, nowIso());
    return ok(c, { product: findProduct(deps.db, c.var.environment, id) });
  });

  routes.patch('/:id', requireSession, jsonBody(productPatchBody), (c) => {
    const product = editable(c.var.environment, c.req.param('id'), 'edited');
    updateProduct(deps.db, c.var.environment, product.id, c.var.body.product, nowIso());
    return ok(c, { product: findProduct(deps.db, c.var.environment, product.id) });
  });

  routes.delete('/:id', requireSession, (c) => {
    const product = editable(c.var.environment, c.req.param('id'), 'deleted');
    deleteProduct(deps.db, product.id);
    return ok(c, {});
  });

  return routes;
}
