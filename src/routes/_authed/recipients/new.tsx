import { createFileRoute } from '@tanstack/react-router';
import { NewRecipientPage } from '../../../features/recipients/form/recipient-form-page.tsx';
import { recipientQueries } from '../../../features/recipients/queries.ts';

export const Route = createFileRoute('/_authed/recipients/new')({
  // Start reading the product catalogue, never wait: offline it pauses and the form says so itself.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(recipientQueries.products(context.environment));
  },
  component: NewRecipientPage,
});
