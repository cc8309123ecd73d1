import { css } from 'styled-system/css';
import type { Webhook } from '../../../api/schemas/webhook.ts';
import { InfoCard, InfoItem } from '../../../components/detail/info-card.tsx';
import { CopyButton } from '../../../components/ui/index.ts';
import { formatTimestamp } from '../../../lib/time.ts';
import { deliveryMethodLabel } from '../delivery-methods.ts';
import { eventsText } from '../event-groups.ts';
import { WebhookUrl } from './webhook-url.tsx';

const copyRow = css({ display: 'inline-flex', alignItems: 'center', gap: '1', maxW: 'full' });
const mono = css({ fontFamily: 'mono', textStyle: 'sm', overflowWrap: 'anywhere', minW: '0' });

/** The facts of SPEC.md §2.9 (plus the API version a receiver parses against). */
export function WebhookDetails({ webhook }: { webhook: Webhook }) {
  return (
    <InfoCard title="Details">
      <InfoItem term="ID">
        <span className={copyRow}>
          <span className={mono}>{webhook.id}</span>
          <CopyButton value={webhook.id} label="Copy webhook ID" />
        </span>
      </InfoItem>
      <InfoItem term="Name">{webhook.name}</InfoItem>
      <InfoItem term="Delivery Method">{deliveryMethodLabel(webhook.vendor)}</InfoItem>
      <InfoItem term="URL">
        <WebhookUrl webhook={webhook} />
      </InfoItem>
      <InfoItem term="Events">{eventsText(webhook.events)}</InfoItem>
      <InfoItem term="API Version">{webhook.api_version}</InfoItem>
      <InfoItem term="Created At">{formatTimestamp(webhook.created_at)}</InfoItem>
      <InfoItem term="Updated At">{formatTimestamp(webhook.updated_at)}</InfoItem>
    </InfoCard>
  );
}
