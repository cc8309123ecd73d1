import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageSearchEntries } from '../../../../components/data/page-search.ts';
import { WebhookDetailPage } from '../../../../features/webhooks/detail/webhook-detail-page.tsx';
import { webhookQueries } from '../../../../features/webhooks/queries.ts';
import { readPageSize } from '../../../../lib/pagination.ts';

/** /webhooks/{id}; `cursor` and `page_size` page its recent deliveries. */
export const Route = createFileRoute('/_authed/webhooks/$webhookId/')({
  validateSearch: v.object(pageSearchEntries),
  loaderDeps: ({ search }) => ({ cursor: search.cursor, page_size: readPageSize(search.page_size).pageSize }),
  // Start the fetches, never wait: offline they pause and the page shows the cache (or its spinner).
  loader: ({ context, params, deps }) => {
    void context.queryClient.prefetchQuery(webhookQueries.detail(context.environment, params.webhookId));
    void context.queryClient.prefetchQuery(
      webhookQueries.deliveries(context.environment, params.webhookId, deps),
    );
  },
  component: WebhookDetailPage,
});
