import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { TextLink } from '../../../components/data/text-link.tsx';
import { DangerRow } from '../../../components/detail/danger-row.tsx';
import { DangerZone } from '../../../components/detail/danger-zone.tsx';
import { webhookLinks } from '../hrefs.ts';
import { DeleteWebhook } from './delete-webhook.tsx';

/** The webhook's actions (SPEC.md §2.9): Edit webhook and Delete webhook, as on a destination's admin tab. */
export function WebhookActions({ webhookId }: { webhookId: string }) {
  return (
    <DangerZone>
      <DangerRow title="Edit webhook" description="The delivery method cannot be changed.">
        <TextLink
          {...webhookLinks.edit(webhookId)}
          className={cx(button({ variant: 'outline' }), css({ minH: '11' }))}
        >
          Edit webhook
        </TextLink>
      </DangerRow>
      <DeleteWebhook webhookId={webhookId} />
    </DangerZone>
  );
}
