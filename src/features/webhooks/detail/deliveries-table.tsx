import { css } from 'styled-system/css';
import type { WebhookDelivery } from '../../../api/schemas/webhook.ts';
import { type Column, DataTable } from '../../../components/data/data-table.tsx';
import { RelativeTime } from '../../../components/data/relative-time.tsx';
import { StatusBadge } from '../../../components/data/status-badge.tsx';
import { durationText, errorText, resultText, resultTone, statusCodeText } from './delivery-cells.ts';
import { HeldRequest } from './held-request.tsx';

// An error can be a long sentence: it wraps in its column rather than widening the table.
// Event types stay whole ('export_destination.deleted' broken mid-word is hard to read).
const event = css({ whiteSpace: 'nowrap' });
const wrapped = css({ display: 'block', whiteSpace: 'normal', overflowWrap: 'anywhere', minW: '14rem' });

const columns: readonly [Column<WebhookDelivery>, ...Column<WebhookDelivery>[]] = [
  { header: 'Event', cell: (d) => <span className={event}>{d.event_type}</span> },
  { header: 'Attempt', cell: (d) => d.attempt, numeric: true },
  { header: 'Result', cell: (d) => <StatusBadge status={resultText(d)} tone={resultTone(d)} /> },
  { header: 'Status Code', cell: statusCodeText, numeric: true, stackLabel: 'Status code' },
  { header: 'Duration', cell: durationText, numeric: true, stackLabel: 'Duration' },
  { header: 'Attempted', cell: (d) => <RelativeTime iso={d.attempted_at} />, stackLabel: 'Attempted' },
  {
    header: 'Error',
    stackLabel: 'Error',
    cell: (d) => (
      <div className={wrapped}>
        {errorText(d)}
        {d.held_request && <HeldRequest request={d.held_request} />}
      </div>
    ),
  },
];

/**
 * Delivery attempts of one webhook, newest first: what was sent, how the receiver answered, and for
 * a held delivery the request it would have sent. Stacked on a phone, so the request reads in full.
 */
export function DeliveriesTable({ deliveries }: { deliveries: readonly WebhookDelivery[] }) {
  return (
    <DataTable label="Recent deliveries" stacked columns={columns} rows={deliveries} rowKey={(d) => d.id} />
  );
}
