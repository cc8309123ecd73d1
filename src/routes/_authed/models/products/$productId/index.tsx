import { createFileRoute } from '@tanstack/react-router';
import { ProductDetail } from '../../../../../features/models/product/product-detail.tsx';
import { modelQueries, productQueries } from '../../../../../features/models/queries.ts';

export const Route = createFileRoute('/_authed/models/products/$productId/')({
  // The product and the models its badges link to; never waited for.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(productQueries.detail(context.environment, params.productId));
    void context.queryClient.prefetchQuery(modelQueries.all(context.environment));
  },
  component: ProductRoute,
});

function ProductRoute() {
  const { productId } = Route.useParams();
  return <ProductDetail productId={productId} />;
}
