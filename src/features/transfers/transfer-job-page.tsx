import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { isApiError } from '../../api/errors.ts';
import type { Transfer } from '../../api/schemas/transfer.ts';
import { Fact, JobFacts, JobId } from '../../components/data/job-facts.tsx';
import { QueryView } from '../../components/data/query-view.tsx';
import { EmptyState } from '../../components/data/states.tsx';
import { StatusBadge } from '../../components/data/status-badge.tsx';
import { JobCancelMenu } from '../../components/detail/job-cancel-menu.tsx';
import { Badge } from '../../components/ui/index.ts';
import { formatTimestamp } from '../../lib/time.ts';
import { useEnvironment } from '../auth/environment.ts';
import { cancelAction, isInFlight, modelSummaryRows } from './model-summary.ts';
import { ModelSummaryTable } from './model-summary-table.tsx';
import { transferQueries } from './queries.ts';
import { useCancelTransfer } from './use-cancel-transfer.ts';
import { useOnJobEnd } from './use-on-job-end.ts';

interface TransferJobPageProps {
  destinationId: string;
  transferId: string;
  /** Refreshes the destination's data (its activity, its last transfer) after a cancel or when the job ends. */
  onChanged?: () => void;
}

const heading = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mb: '4' });
const h2 = css({ textStyle: 'xl', fontWeight: 'semibold' });

function Tags({ tags }: { tags: Transfer['tags'] }) {
  const entries = Object.entries(tags);
  if (entries.length === 0) return 'N/A';
  return (
    <span className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
      {entries.map(([key, value]) => (
        <Badge key={key} variant="outline">{`${key}: ${value}`}</Badge>
      ))}
    </span>
  );
}

/** The Transfer Job page (SPEC.md §2.4); it re-reads the job while it is PENDING or RUNNING. */
export function TransferJobPage({ destinationId, transferId, onChanged }: TransferJobPageProps) {
  const environment = useEnvironment();
  const query = useQuery(transferQueries.detail(environment, transferId));
  const cancel = useCancelTransfer(transferId, destinationId, onChanged);
  useOnJobEnd(query.data ? isInFlight(query.data.status) : false, onChanged);
  if (isApiError(query.error) && query.error.status === 404) {
    return <EmptyState>The transfer could not be found.</EmptyState>;
  }
  return (
    <section aria-labelledby="transfer-heading">
      <QueryView query={query} loadingLabel="Loading transfer">
        {(transfer) => (
          <>
            <div className={heading}>
              <h2 id="transfer-heading" className={h2}>
                Transfer Job
              </h2>
              <div className={css({ ml: 'auto' })}>
                <JobCancelMenu
                  label="Transfer actions"
                  item={cancelAction(transfer.status)}
                  cancelling={cancel.isPending}
                  onCancel={() => cancel.mutate()}
                />
              </div>
            </div>
            <JobFacts>
              <Fact term="Job id">
                <JobId id={transfer.id} />
              </Fact>
              <Fact term="Status">
                <StatusBadge status={transfer.status} />
              </Fact>
              <Fact term="Submitted">{formatTimestamp(transfer.submitted_at)}</Fact>
              <Fact term="Started">{formatTimestamp(transfer.started_at)}</Fact>
              <Fact term="Completed">{formatTimestamp(transfer.ended_at)}</Fact>
              <Fact term="Tags">
                <Tags tags={transfer.tags} />
              </Fact>
            </JobFacts>
            <h3 className={css({ textStyle: 'lg', fontWeight: 'semibold', mb: '3' })}>Model Summary</h3>
            <ModelSummaryTable rows={modelSummaryRows(transfer)} />
          </>
        )}
      </QueryView>
    </section>
  );
}
