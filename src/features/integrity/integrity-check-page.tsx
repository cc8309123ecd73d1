import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { isApiError } from '../../api/errors.ts';
import { Fact, JobFacts, JobId } from '../../components/data/job-facts.tsx';
import { QueryView } from '../../components/data/query-view.tsx';
import { EmptyState } from '../../components/data/states.tsx';
import { StatusBadge } from '../../components/data/status-badge.tsx';
import { formatTimestamp } from '../../lib/time.ts';
import { useEnvironment } from '../auth/environment.ts';
import { ModelsComparedTable } from './models-compared-table.tsx';
import { integrityQueries } from './queries.ts';
import { jobError } from './result-health.ts';

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
              <JobFacts>
                <Fact term="Job id">
                  <JobId id={job.id} />
                </Fact>
                <Fact term="Status">
                  <StatusBadge status={job.status} />
                </Fact>
                <Fact term="Submitted">{formatTimestamp(job.submitted_at)}</Fact>
                <Fact term="Completed">{formatTimestamp(job.ended_at)}</Fact>
                {error && (
                  <Fact term="Error">
                    <span className={css({ color: 'fg.error' })}>{error}</span>
                  </Fact>
                )}
              </JobFacts>
              <h3 className={css({ textStyle: 'lg', fontWeight: 'semibold', mb: '3' })}>Models Compared</h3>
              <ModelsComparedTable job={job} />
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
