import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { Product } from '../../../api/schemas/product.ts';
import { QueryView } from '../../../components/data/query-view.tsx';
import { FormPage } from '../../../components/form/form-page.tsx';
import { useEnvironment } from '../../auth/environment.ts';
import { PRODUCTS_HREF, productHref } from '../hrefs.ts';
import { ProductNotFound } from '../product/product-not-found.tsx';
import { SystemProductNote } from '../product/system-product-note.tsx';
import { useProduct } from '../product/use-product.ts';
import { modelQueries } from '../queries.ts';
import { ProductForm } from './product-form.tsx';

/**
 * The models to choose from: every model, plus any the product already has that the list no longer
 * knows (so saving does not silently drop it), sorted.
 */
function WithModels({ product, children }: { product?: Product; children: (names: string[]) => ReactNode }) {
  const environment = useEnvironment();
  const models = useQuery(modelQueries.all(environment));
  return (
    <QueryView query={models} loadingLabel="Loading models">
      {(list) =>
        children([...new Set([...list.map((m) => m.model_name), ...(product?.models ?? [])])].sort())
      }
    </QueryView>
  );
}

/** /models/products/new. */
export function NewProductPage() {
  // Another environment has other models: switching starts a new form.
  const environment = useEnvironment();
  return (
    <FormPage
      headingId="product-form-heading"
      className={css({ maxW: '4xl' })}
      title="Create Product"
      backHref={PRODUCTS_HREF}
      backLabel="Products"
    >
      <WithModels>
        {(names) => <ProductForm key={environment} models={names} cancelHref={PRODUCTS_HREF} />}
      </WithModels>
    </FormPage>
  );
}

/** /models/products/{id}/edit: unknown ids follow the bufo-or-redirect rule; system products have no form. */
export function EditProductPage({ productId }: { productId: string }) {
  const { query, notFound } = useProduct(productId);
  if (notFound) return <ProductNotFound productId={productId} />;
  return (
    <FormPage
      headingId="product-form-heading"
      className={css({ maxW: '4xl' })}
      title="Edit Product"
      backHref={productHref(productId)}
      backLabel="Back to product"
    >
      <QueryView query={query} loadingLabel="Loading product">
        {(product) =>
          product.is_system_product ? (
            <SystemProductNote />
          ) : (
            <WithModels product={product}>
              {(names) => (
                // A refetch of this product must not reset what is being typed; another product does.
                <ProductForm
                  key={product.id}
                  product={product}
                  models={names}
                  cancelHref={productHref(product.id)}
                />
              )}
            </WithModels>
          )
        }
      </QueryView>
    </FormPage>
  );
}
