/** The pages of the Models & Products area (SPEC.md §2.6). */
export const MODELS_HREF = '/models';
export const PRODUCTS_HREF = '/models/products';
export const NEW_PRODUCT_HREF = '/models/products/new';
export const modelHref = (id: string) => `${MODELS_HREF}/${encodeURIComponent(id)}`;
export const productHref = (id: string) => `${PRODUCTS_HREF}/${encodeURIComponent(id)}`;
export const productEditHref = (id: string) => `${productHref(id)}/edit`;
