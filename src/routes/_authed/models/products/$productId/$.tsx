import { createFileRoute, redirect } from '@tanstack/react-router';

/** Any other path under a product lands on the product (SPEC.md §2.2). */
export const Route = createFileRoute('/_authed/models/products/$productId/$')({
  beforeLoad: ({ params }) => {
    throw redirect({
      to: '/models/products/$productId',
      params: { productId: params.productId },
      replace: true,
    });
  },
});
