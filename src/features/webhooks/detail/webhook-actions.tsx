import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { HrefLink } from '../../../components/data/href-link.tsx';
import { DangerRow } from '../../../components/detail/danger-row.tsx';
import { DangerZone } from '../../../components/detail/danger-zone.tsx';
import { webhookHrefs } from '../hrefs.ts';
import { DeleteWebhook } from './delete-webhook.tsx';

/** The webhook's actions (SPEC.md §2.9): Edit webhook and Delete webhook, as on a destination's admin tab. */
export function WebhookActions({ webhookId }: { webhookId: string }) {
  return (
    <DangerZone>
      <DangerRow title="Edit webhook" description="The delivery method cannot be changed.">
        <HrefLink
          href={webhookHrefs.edit(webhookId)}
          className={cx(button({ variant: 'outline' }), css({ minH: '11' }))}
        >
          Edit webhook
        </HrefLink>
      </DangerRow>
      <DeleteWebhook webhookId={webhookId} />
    </DangerZone>
  );
}
