import { QueryView } from '../../../components/data/query-view.tsx';
import { ProductNotFound } from './product-not-found.tsx';
import { ProductPage } from './product-page.tsx';
import { useProduct } from './use-product.ts';

/** /models/products/{id}: a spinner while it loads, the product once known, the not-found rule if not. */
export function ProductDetail({ productId }: { productId: string }) {
  const { query, notFound } = useProduct(productId);
  if (notFound) return <ProductNotFound productId={productId} />;
  return (
    <QueryView query={query} loadingLabel="Loading product">
      {(product) => <ProductPage product={product} />}
    </QueryView>
  );
}
