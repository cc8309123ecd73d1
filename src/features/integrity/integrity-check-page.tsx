import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { isApiError } from '../../api/errors.ts';
import { QueryView } from '../../components/data/query-view.tsx';
import { EmptyState } from '../../components/data/states.tsx';
import { StatusBadge } from '../../components/data/status-badge.tsx';
import { CopyButton } from '../../components/ui/index.ts';
import { formatTimestamp } from '../../lib/time.ts';
import { useEnvironment } from '../auth/environment.ts';
import { ModelsComparedTable } from './models-compared-table.tsx';
import { integrityQueries } from './queries.ts';
import { jobError } from './result-health.ts';

const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'minmax(8rem, max-content) minmax(0, 1fr)' },
  columnGap: '6',
  rowGap: { base: '1', sm: '3' },
  borderWidth: '1px',
  borderRadius: 'l3',
  bg: 'bg.default',
  p: { base: '4', md: '5' },
  mb: '6',
  '& dt': { color: 'fg.muted', fontWeight: 'medium' },
  '& dd': { overflowWrap: 'anywhere', mb: { base: '2', sm: '0' } },
});

/** The Data Integrity Check page (SPEC.md §2.4); it re-reads the job while it is PENDING or RUNNING. */
export function IntegrityCheckPage({ destinationId, jobId }: { destinationId: string; jobId: string }) {
  useEnvironment();
  const query = useQuery(integrityQueries.detail(destinationId, jobId));
  if (isApiError(query.error) && query.error.status === 404) {
    return <EmptyState>The data integrity check could not be found.</EmptyState>;
  }
  return (
    <section aria-labelledby="integrity-heading">
      <h2 id="integrity-heading" className={css({ textStyle: 'xl', fontWeight: 'semibold', mb: '4' })}>
        Data Integrity Check
      </h2>
      <QueryView query={query} loadingLabel="Loading data integrity check">
        {(job) => {
          const error = jobError(job);
          return (
            <>
              <dl className={facts}>
                <dt>Job id</dt>
                <dd
                  className={css({
                    display: 'flex',
                    alignItems: 'center',
                    gap: '1',
                    fontFamily: 'mono',
                    textStyle: 'sm',
                  })}
                >
                  {job.id}
                  <CopyButton value={job.id} label="Copy job id" />
                </dd>
                <dt>Status</dt>
                <dd>
                  <StatusBadge status={job.status} />
                </dd>
                <dt>Submitted</dt>
                <dd>{formatTimestamp(job.submitted_at)}</dd>
                <dt>Completed</dt>
                <dd>{formatTimestamp(job.ended_at)}</dd>
                {error && (
                  <>
                    <dt>Error</dt>
                    <dd className={css({ color: 'fg.error' })}>{error}</dd>
                  </>
                )}
              </dl>
              <h3 className={css({ textStyle: 'lg', fontWeight: 'semibold', mb: '3' })}>Models Compared</h3>
              <ModelsComparedTable job={job} />
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
