import { createFileRoute } from '@tanstack/react-router';
import { ProductsPage } from '../../../../features/models/products-page.tsx';
import { productQueries } from '../../../../features/models/queries.ts';

export const Route = createFileRoute('/_authed/models/products/')({
  // Start the fetch, never wait for it: offline the page shows what the cache has at once.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(productQueries.all(context.environment));
  },
  component: ProductsPage,
});
