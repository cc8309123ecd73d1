import { createFileRoute } from '@tanstack/react-router';
import { NewProductPage } from '../../../../features/models/form/product-form-page.tsx';
import { modelQueries } from '../../../../features/models/queries.ts';

export const Route = createFileRoute('/_authed/models/products/new')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(modelQueries.all(context.environment));
  },
  component: NewProductPage,
});
