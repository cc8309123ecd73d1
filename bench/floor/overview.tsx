import { useEffect } from 'react';
import type { OverviewRow } from '../../src/features/overview/split.ts';
import { markOnce, PERF_MARKS } from '../../src/lib/perf-mark.ts';
import { alertStatusText, firstScreenAlerts, relativeTime } from './alerts.ts';
import { fetchFirstPage } from './api.ts';
import { readSavedOverview } from './offline-copy.ts';
import { destinationHash, type Source } from './screens.ts';
import { useLoaded } from './use-loaded.ts';

const COLUMNS = [
  'Destination Name',
  'Vendor',
  'Last Sync Status',
  'Last Sync Attempt',
  'Last Successful Sync',
];
const loaders = { snapshot: readSavedOverview, network: fetchFirstPage };

/** The Alerts table of /overview's first screen: the offline copy's first pages, or the API's first page. */
export function OverviewScreen({ source }: { source: Source }) {
  const loaded = useLoaded(loaders[source]);
  if (loaded.state === 'loading') return <p>Loading alerts</p>;
  if (loaded.state === 'error') return <p role="alert">{loaded.message}</p>;
  const { destinations, complete } = loaded.value;
  return <AlertsTable rows={firstScreenAlerts(destinations, window.innerHeight)} complete={complete} />;
}

function AlertsTable({ rows, complete }: { rows: readonly OverviewRow[]; complete: boolean }) {
  // As the console: real rows, or the empty message of a finished list; no rows yet is no content.
  const shown = rows.length > 0 || complete;
  useEffect(() => {
    if (shown) markOnce(PERF_MARKS.overviewRows);
  }, [shown]);
  if (!shown)
    return <p role="alert">No alerts among the first screen's destinations: nothing to show yet.</p>;
  if (rows.length === 0) return <p>No alerts found.</p>;
  return (
    <table aria-label="Alerts">
      <thead>
        <tr>
          {COLUMNS.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>
              <a href={destinationHash(row.id, 'network')}>{row.name}</a>
            </td>
            <td>{row.vendor}</td>
            <td>{alertStatusText(row)}</td>
            <td>{relativeTime(row.last_completed_transfer?.ended_at)}</td>
            <td>{relativeTime(row.last_successful_transfer_ended_at)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
