import { css } from 'styled-system/css';
import type { Webhook } from '../../api/schemas/webhook.ts';
import { type Column, DataTable } from '../../components/data/data-table.tsx';
import { RelativeTime } from '../../components/data/relative-time.tsx';
import { formatCount, pluralize } from '../../lib/format.ts';
import { deliveryMethodLabel } from './delivery-methods.ts';
import { eventsText } from './event-groups.ts';
import { webhookLinks } from './hrefs.ts';

// Long URLs and event lists wrap inside a readable width instead of stretching the table for miles.
const wrapped = css({ display: 'block', whiteSpace: 'normal', minW: '14rem', maxW: '24rem' });
const url = css({
  display: 'block',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  minW: '12rem',
  maxW: '22rem',
});

const columns: readonly [Column<Webhook>, ...Column<Webhook>[]] = [
  { header: 'Webhook Name', cell: (w) => w.name },
  { header: 'Delivery Method', cell: (w) => deliveryMethodLabel(w.vendor) },
  { header: 'URL', cell: (w) => <span className={url}>{w.url}</span> },
  { header: 'Events', cell: (w) => <span className={wrapped}>{eventsText(w.events)}</span> },
  { header: 'Created At', cell: (w) => <RelativeTime iso={w.created_at} /> },
];

export const webhookCountText = (n: number) => `${formatCount(n)} ${pluralize(n, 'webhook', 'webhooks')}`;

/** The /webhooks list (SPEC.md §2.9) with its count; each row opens the webhook. */
export function WebhooksTable({ webhooks }: { webhooks: readonly Webhook[] }) {
  return (
    <DataTable
      label="Webhooks"
      columns={columns}
      rows={webhooks}
      rowKey={(w) => w.id}
      rowLink={(w) => webhookLinks.detail(w.id)}
      footer={webhookCountText(webhooks.length)}
    />
  );
}
