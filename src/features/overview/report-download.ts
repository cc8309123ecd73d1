/** The transfer report's download (download-report-button.tsx), a chunk loaded on the first click. */
import { reportsApi } from '../../api/endpoints/reports.ts';
import { transferReportCsv } from './report-csv.ts';
import { reportFileName, reportWindow } from './report-window.ts';
import { saveCsvFile } from './save-file.ts';

export async function downloadReport(destinationIds: readonly string[] | undefined): Promise<void> {
  const window = reportWindow();
  const report = await reportsApi.transfers({ ...window, destinations: destinationIds });
  saveCsvFile(reportFileName(window), transferReportCsv(report));
}
