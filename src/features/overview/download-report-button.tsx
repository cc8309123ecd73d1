import { useMutation } from '@tanstack/react-query';
import { Button } from '../../components/ui/index.ts';

interface DownloadReportButtonProps {
  /** The organisation's destinations once known; before that the server's "all" is asked for. */
  destinationIds: readonly string[] | undefined;
}

/**
 * 'Download transfer report' (SPEC.md §7, §9): fetches the report of every destination over the last
 * ~31 days and saves it as a CSV. A failure is toasted by the fetch layer ('Failed to fetch transfer
 * report.' or the server's message); the button is busy while the report is on its way.
 */
export function DownloadReportButton({ destinationIds }: DownloadReportButtonProps) {
  const download = useMutation({
    // The report's code loads on the first click (the service worker has it offline too): the overview's
    // first render does without it.
    mutationFn: async () => (await import('./report-download.ts')).downloadReport(destinationIds),
  });
  return (
    <Button variant="outline" loading={download.isPending} onClick={() => download.mutate()}>
      Download transfer report
    </Button>
  );
}
