import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { PendingValue, pendingOf } from '../../../components/data/pending-value.tsx';
import { RelativeTime } from '../../../components/data/relative-time.tsx';
import { TextLink } from '../../../components/data/text-link.tsx';
import { useRestoringLater } from '../../../offline/restore-progress.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { detailLinks } from './detail-hrefs.ts';
import { type FailureTarget, failedTransferOn, failureSummary } from './last-failure.ts';
import { detailQueries } from './queries.ts';

const stack = css({ display: 'grid', gap: '1', justifyItems: 'start' });
const muted = css({ color: 'fg.muted', textStyle: 'sm' });
// On a phone a finger's target: 44 px tall (it stands alone, not inside a sentence).
const jobLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: { base: '11', md: 'unset' },
  color: 'accent.text',
  fontWeight: 'medium',
  textDecoration: 'underline',
});

export const NO_FAILURE_ON_PAGE_TEXT = 'No failed transfer in the latest activity.';
export const SEE_JOB_PAGE_TEXT = 'See the transfer’s job page.';

function JobLink({ destinationId, transferId }: { destinationId: string; transferId: string }) {
  return (
    <TextLink {...detailLinks.transfer(destinationId, transferId)} className={jobLink}>
      View transfer job
    </TextLink>
  );
}

/**
 * The Status card's 'Last Sync Error': the first failed model's message ('N models failed' when more)
 * and a link to the job page, read from the first page of the destination's activity (kept offline for
 * alerts). Without that page, the list entry still names the failed transfer, so the link stays.
 */
export function LastSyncError({ destinationId, target }: { destinationId: string; target: FailureTarget }) {
  const environment = useEnvironment();
  const restoring = useRestoringLater();
  // The tab's own page, read once here: no polling on the General tab.
  const query = useQuery({
    ...detailQueries.firstActivity(environment, destinationId),
    refetchInterval: false,
  });
  const transfer = query.data ? failedTransferOn(query.data.items, target) : undefined;
  if (transfer) {
    const { message, count } = failureSummary(transfer);
    return (
      <span className={stack}>
        <span>{message}</span>
        {count && <span className={muted}>{count}</span>}
        {!target.lastFailed && transfer.ended_at && (
          <span className={muted}>
            Failed <RelativeTime iso={transfer.ended_at} />
          </span>
        )}
        <JobLink destinationId={destinationId} transferId={transfer.id} />
      </span>
    );
  }
  const link = target.transferId && <JobLink destinationId={destinationId} transferId={target.transferId} />;
  if (query.data && query.fetchStatus === 'idle') {
    return (
      <span className={stack}>
        {target.lastFailed ? SEE_JOB_PAGE_TEXT : NO_FAILURE_ON_PAGE_TEXT}
        {link}
      </span>
    );
  }
  // Still on its way from the network or, offline, from the snapshot's later rows.
  const waitingForRestore = restoring && query.fetchStatus === 'paused' && !query.error;
  return (
    <span className={stack}>
      <span>
        <PendingValue
          state={waitingForRestore ? 'loading' : pendingOf(query)}
          label="Loading the last sync error"
        />
      </span>
      {link}
    </span>
  );
}
