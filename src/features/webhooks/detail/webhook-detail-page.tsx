import { getRouteApi, Navigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { usePageSize } from '../../../components/data/page-size.ts';
import { QueryView } from '../../../components/data/query-view.tsx';
import { BackButton } from '../../../components/detail/back-button.tsx';
import { webhookHrefs } from '../hrefs.ts';
import { useWebhook } from '../use-webhook.ts';
import { RecentDeliveries } from './recent-deliveries.tsx';
import { WebhookActions } from './webhook-actions.tsx';
import { WebhookDetails } from './webhook-details.tsx';

const routeApi = getRouteApi('/_authed/webhooks/$webhookId/');

// minmax(0, 1fr): a wide table scrolls inside its own box instead of widening the page (390 px phones).
const layout = css({ display: 'grid', gap: '6', gridTemplateColumns: 'minmax(0, 1fr)' });
const title = css({ textStyle: '2xl', fontWeight: 'semibold', overflowWrap: 'anywhere', mt: '1', mb: '4' });

/**
 * /webhooks/{id} (SPEC.md §2.9, §2.11): a spinner while it loads, then its details, its recent
 * deliveries (paged by the URL's cursor and page_size) and its actions. An id the server does not
 * know goes back to the list.
 */
export function WebhookDetailPage() {
  const { webhookId } = routeApi.useParams();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const pageSize = usePageSize(search.page_size);
  const { query, notFound } = useWebhook(webhookId);
  if (notFound) return <Navigate to="/webhooks" replace />;
  return (
    <QueryView query={query} loadingLabel="Loading webhook">
      {(webhook) => (
        <article aria-labelledby="webhook-heading" className={layout}>
          <header>
            <BackButton listHref={webhookHrefs.list} />
            <h1 id="webhook-heading" className={title}>
              {webhook.name}
            </h1>
            <WebhookDetails webhook={webhook} />
          </header>
          <RecentDeliveries
            webhookId={webhook.id}
            cursor={search.cursor}
            pageSize={pageSize}
            onPageChange={(change) => void navigate({ search: (s) => ({ ...s, ...change }) })}
          />
          <WebhookActions webhookId={webhook.id} />
        </article>
      )}
    </QueryView>
  );
}
