import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { ListHeader, touch } from '../../components/data/list-header.tsx';
import { QueryView } from '../../components/data/query-view.tsx';
import { EmptyState } from '../../components/data/states.tsx';
import { TextLink } from '../../components/data/text-link.tsx';
import { Button } from '../../components/ui/index.ts';
import { useEnvironment } from '../auth/environment.ts';
import { webhookLinks } from './hrefs.ts';
import { webhookKeys, webhookQueries } from './queries.ts';
import { WebhooksTable } from './webhooks-table.tsx';

export const NO_WEBHOOKS_TEXT = 'No webhooks found. Webhooks will show up here.';

/** /webhooks (SPEC.md §2.9): every webhook of the environment with a count, and Add Webhook. */
export function WebhooksPage() {
  const environment = useEnvironment();
  const queryClient = useQueryClient();
  const query = useQuery(webhookQueries.all(environment));
  return (
    <section aria-labelledby="webhooks-heading">
      <ListHeader title="Webhooks" headingId="webhooks-heading">
        <Button
          variant="outline"
          onClick={() => void queryClient.invalidateQueries({ queryKey: webhookKeys.all(environment) })}
        >
          Refresh
        </Button>
        <TextLink {...webhookLinks.create} className={cx(button({ variant: 'solid' }), touch)}>
          Add Webhook
        </TextLink>
      </ListHeader>
      <QueryView query={query} loadingLabel="Loading webhooks">
        {(webhooks) =>
          webhooks.length > 0 ? (
            <WebhooksTable webhooks={webhooks} />
          ) : (
            <EmptyState>
              <p>{NO_WEBHOOKS_TEXT}</p>
              <TextLink {...webhookLinks.create}>Add your first webhook</TextLink>
            </EmptyState>
          )
        }
      </QueryView>
    </section>
  );
}
