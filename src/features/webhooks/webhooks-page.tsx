import { useQuery, useQueryClient } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { QueryView } from '../../components/data/query-view.tsx';
import { EmptyState } from '../../components/data/states.tsx';
import { TextLink } from '../../components/data/text-link.tsx';
import { Button } from '../../components/ui/index.ts';
import { useEnvironment } from '../auth/environment.ts';
import { webhookLinks } from './hrefs.ts';
import { webhookKeys, webhookQueries } from './queries.ts';
import { WebhooksTable } from './webhooks-table.tsx';

export const NO_WEBHOOKS_TEXT = 'No webhooks found. Webhooks will show up here.';

const header = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mb: '4' });
const actions = css({ display: 'flex', gap: '2', ml: 'auto' });
// Touch targets of 44 px on phones, like the base Button.
const touch = css({ minH: { base: '11', md: 'unset' } });

/** /webhooks (SPEC.md §2.9): every webhook of the environment with a count, and Add Webhook. */
export function WebhooksPage() {
  useEnvironment(); // re-render with the new environment's query keys after a switch
  const queryClient = useQueryClient();
  const query = useQuery(webhookQueries.all());
  return (
    <section aria-labelledby="webhooks-heading">
      <div className={header}>
        <h1 id="webhooks-heading" className={css({ textStyle: '2xl', fontWeight: 'semibold' })}>
          Webhooks
        </h1>
        <div className={actions}>
          <Button
            variant="outline"
            onClick={() => void queryClient.invalidateQueries({ queryKey: webhookKeys.all() })}
          >
            Refresh
          </Button>
          <TextLink {...webhookLinks.create} className={cx(button({ variant: 'solid' }), touch)}>
            Add Webhook
          </TextLink>
        </div>
      </div>
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
