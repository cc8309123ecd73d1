import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { css } from 'styled-system/css';
import { isApiError } from '../../api/errors.ts';
import { Fact, JobFacts, JobId } from '../../components/data/job-facts.tsx';
import { QueryView } from '../../components/data/query-view.tsx';
import { EmptyState } from '../../components/data/states.tsx';
import { StatusBadge } from '../../components/data/status-badge.tsx';
import { JobCancelMenu } from '../../components/detail/job-cancel-menu.tsx';
import { formatTimestamp } from '../../lib/time.ts';
import { useEnvironment } from '../auth/environment.ts';
import { INTEGRITY_ACTIONS_LABEL, integrityCancelAction } from './cancel-action.ts';
import { ModelsComparedTable } from './models-compared-table.tsx';
import { integrityQueries } from './queries.ts';
import { jobError } from './result-health.ts';
import { useCancelIntegrity } from './use-cancel-integrity.ts';

interface IntegrityCheckPageProps {
  destinationId: string;
  jobId: string;
  /** Refreshes the destination's data (its activity) after a cancel. */
  onChanged?: () => void;
}

const heading = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mb: '4' });
const h2 = css({ textStyle: 'xl', fontWeight: 'semibold' });

/**
 * The Data Integrity Check page (SPEC.md §2.4); it re-reads the job while it is PENDING or RUNNING,
 * and such a job can be cancelled from its menu.
 */
export function IntegrityCheckPage({ destinationId, jobId, onChanged }: IntegrityCheckPageProps) {
  const environment = useEnvironment();
  const query = useQuery(integrityQueries.detail(environment, destinationId, jobId));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cancel = useCancelIntegrity(destinationId, jobId, () => {
    onChanged?.();
    // The menu has gone with the PENDING/RUNNING status: keep the keyboard on the page, not on <body>.
    headingRef.current?.focus();
  });
  if (isApiError(query.error) && query.error.status === 404) {
    return <EmptyState>The data integrity check could not be found.</EmptyState>;
  }
  return (
    <section aria-labelledby="integrity-heading">
      <div className={heading}>
        <h2 id="integrity-heading" ref={headingRef} tabIndex={-1} className={h2}>
          Data Integrity Check
        </h2>
        {query.data && (
          <div className={css({ ml: 'auto' })}>
            <JobCancelMenu
              label={INTEGRITY_ACTIONS_LABEL}
              item={integrityCancelAction(query.data.status)}
              cancelling={cancel.isPending}
              onCancel={() => cancel.mutate()}
            />
          </div>
        )}
      </div>
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
                  {/* Announced as it changes (polling, a cancel): status is never shown by colour alone. */}
                  <span aria-live="polite">
                    <StatusBadge status={job.status} />
                  </span>
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
