import type { Destination } from '../../api/schemas/destination.ts';
import { type Column, DataTable } from '../../components/data/data-table.tsx';
import { LastSuccessTime, RelativeTime } from '../../components/data/relative-time.tsx';
import { StatusBadge } from '../../components/data/status-badge.tsx';
import { VendorName } from '../../components/vendor-logo.tsx';
import { destinationLink } from './destination-href.ts';

const columns: readonly [Column<Destination>, ...Column<Destination>[]] = [
  { header: 'Destination Name', cell: (d) => d.name },
  { header: 'Vendor', cell: (d) => <VendorName vendor={d.vendor} /> },
  {
    header: 'Last Successful Sync',
    cell: (d) => <LastSuccessTime iso={d.last_successful_transfer_ended_at} />,
  },
  {
    header: 'Status',
    cell: (d) =>
      d.is_enabled ? (
        <StatusBadge status="Enabled" tone="green" />
      ) : (
        <StatusBadge status="Disabled" tone="gray" />
      ),
  },
  { header: 'Created at', cell: (d) => <RelativeTime iso={d.created_at} /> },
];

/** The /destinations list (SPEC.md §2.4); each row opens the destination. */
export function DestinationsTable({ destinations }: { destinations: readonly Destination[] }) {
  return (
    <DataTable
      label="Destinations"
      columns={columns}
      rows={destinations}
      rowKey={(d) => d.id}
      rowLink={(d) => destinationLink(d.id)}
    />
  );
}
