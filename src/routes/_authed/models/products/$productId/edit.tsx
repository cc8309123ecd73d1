import { createFileRoute } from '@tanstack/react-router';
import { EditProductPage } from '../../../../../features/models/form/product-form-page.tsx';
import { modelQueries, productQueries } from '../../../../../features/models/queries.ts';

export const Route = createFileRoute('/_authed/models/products/$productId/edit')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(productQueries.detail(context.environment, params.productId));
    void context.queryClient.prefetchQuery(modelQueries.all(context.environment));
  },
  component: EditProductRoute,
});

function EditProductRoute() {
  const { productId } = Route.useParams();
  return <EditProductPage productId={productId} />;
}
