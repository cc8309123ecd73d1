import { useMutation } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { isApiError } from '../../api/errors.ts';
import { FailureLine } from '../../components/data/states.tsx';
import { Button } from '../../components/ui/index.ts';

const REPORT_FAILED = 'Failed to fetch transfer report.';

const wrap = css({ display: 'grid', justifyItems: 'end', gap: '1' });
const failedText = css({ maxW: '72', textAlign: 'end' });

interface DownloadReportButtonProps {
  /** The organisation's destinations once known; before that the server's "all" is asked for. */
  destinationIds: readonly string[] | undefined;
}

/**
 * 'Download transfer report' (SPEC.md §7, §9): fetches the report of every destination over the last
 * ~31 days and saves it as a CSV; the button is busy while the report is on its way. The report is a
 * fetch, so the fetch layer toasts no failure (SPEC.md §8): it is said under the button instead (the
 * server's message, else 'Failed to fetch transfer report.') until the next try.
 */
export function DownloadReportButton({ destinationIds }: DownloadReportButtonProps) {
  const download = useMutation({
    // The report's code loads on the first click (the service worker has it offline too): the overview's
    // first render does without it.
    mutationFn: async () => (await import('./report-download.ts')).downloadReport(destinationIds),
  });
  const failure = download.error && (isApiError(download.error) ? download.error.message : REPORT_FAILED);
  return (
    <div className={wrap}>
      <Button variant="outline" loading={download.isPending} onClick={() => download.mutate()}>
        Download transfer report
      </Button>
      {failure && <FailureLine message={failure} className={failedText} />}
    </div>
  );
}
