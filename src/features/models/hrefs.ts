import { linkOptions } from '@tanstack/react-router';

/** The pages of the Models & Products area (SPEC.md §2.6). */
export const MODELS_HREF = '/models';
export const PRODUCTS_HREF = '/models/products';
export const NEW_PRODUCT_HREF = '/models/products/new';
export const modelHref = (id: string) => `${MODELS_HREF}/${encodeURIComponent(id)}`;
export const productHref = (id: string) => `${PRODUCTS_HREF}/${encodeURIComponent(id)}`;
export const productEditHref = (id: string) => `${productHref(id)}/edit`;

/** The same pages as typed links. */
export const areaLinks = {
  models: linkOptions({ to: '/models' }),
  products: linkOptions({ to: '/models/products' }),
  newProduct: linkOptions({ to: '/models/products/new' }),
  model: (modelId: string) => linkOptions({ to: '/models/$modelId', params: { modelId } }),
  product: (productId: string) => linkOptions({ to: '/models/products/$productId', params: { productId } }),
  productEdit: (productId: string) =>
    linkOptions({ to: '/models/products/$productId/edit', params: { productId } }),
};
