import { useEffect } from 'react';
import { markAgain, PERF_MARKS } from '../../src/lib/perf-mark.ts';
import { fetchDestination } from './api.ts';
import { destinationFields } from './fields.ts';
import { type Destination, readSavedDestination } from './offline-copy.ts';
import type { Source } from './screens.ts';
import { useLoaded } from './use-loaded.ts';

const loaders = { snapshot: readSavedDestination, network: fetchDestination };

/** A destination's General tab: its fields from the offline copy or the API. */
export function DestinationScreen({ id, source }: { id: string; source: Source }) {
  const loaded = useLoaded(() => loaders[source](id));
  if (loaded.state === 'loading') return <p>Loading destination</p>;
  if (loaded.state === 'error') return <p role="alert">{loaded.message}</p>;
  return <General destination={loaded.value} />;
}

function General({ destination }: { destination: Destination }) {
  const destinationId = destination.id;
  // Anew on each arrival, naming the destination, as the console's mark (a row click is one arrival).
  useEffect(() => {
    markAgain(PERF_MARKS.destinationGeneral, { destinationId });
  }, [destinationId]);
  return (
    <>
      <h1>{String(destination.name)}</h1>
      <table aria-label="Details">
        <tbody>
          {destinationFields(destination).map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
