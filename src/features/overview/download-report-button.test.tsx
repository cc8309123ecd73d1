// @vitest-environment jsdom
/**
 * 'Download transfer report' as a user meets it: one click asks for the report of the listed
 * destinations over the SPEC window and saves the CSV; while it loads the button is busy; a failure
 * saves nothing, is said under the button (the fetch layer toasts none) and leaves the button ready
 * for another try, which clears it.
 */
import { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { render } from '../../test-support/render.tsx';

const transfers = vi.fn();
const saveCsvFile = vi.fn();
vi.mock('../../api/endpoints/reports.ts', () => ({ reportsApi: { transfers } }));
vi.mock('./save-file.ts', () => ({ saveCsvFile }));
const { DownloadReportButton } = await import('./download-report-button.tsx');

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const report = {
  start: '',
  end: '',
  destinations: [
    {
      destination_id: 'd1',
      destination_name: 'Acme',
      vendor: 'postgres',
      total_transfers: 1,
      counts_by_status: { SUCCESS: 1 },
      rows_transferred: 7,
    },
  ],
  totals: { total_transfers: 1, counts_by_status: { SUCCESS: 1 }, rows_transferred: 7 },
};

let host: HTMLDivElement;
const button = () => host.querySelector('button') as HTMLButtonElement;
const alert = () => host.querySelector('[role="alert"]');
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(async () => {
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
  const button = <DownloadReportButton destinationIds={['d1', 'd2']} />;
  ({ host } = await render(button, { queryClient: new QueryClient() }));
});
afterEach(() => {
  transfers.mockReset();
  saveCsvFile.mockReset();
  vi.restoreAllMocks();
});

describe('DownloadReportButton', () => {
  it('fetches the window for the listed destinations and saves the CSV', async () => {
    let resolve: (r: typeof report) => void = () => {};
    transfers.mockReturnValue(new Promise((r) => (resolve = r)));
    expect(button().textContent).toBe('Download transfer report');
    await act(async () => button().click());
    // The report's code is imported on the click: the call follows once that import is in.
    await vi.waitFor(() =>
      expect(transfers).toHaveBeenCalledWith({
        start: '2026-10-22T14:24:00.000Z',
        end: '2026-11-23T12:00:00.000Z',
        destinations: ['d1', 'd2'],
      }),
    );
    // React Query tells the button it is busy on its own next tick (notifyManager), not inside act.
    await vi.waitFor(() => expect(button().disabled).toBe(true));
    await act(async () => resolve(report));
    await settle();
    expect(saveCsvFile).toHaveBeenCalledWith(
      'transfer-report-2026-10-22-to-2026-11-23.csv',
      expect.stringContaining('\r\nAcme,d1,postgres,1,1,7\r\n'),
    );
    expect(button().disabled).toBe(false);
  });

  it('saves nothing when the report fails and can be tried again', async () => {
    let reject: (e: unknown) => void = () => {};
    transfers.mockReturnValue(new Promise((_, r) => (reject = r)));
    await act(async () => button().click());
    await vi.waitFor(() => expect(transfers).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(button().disabled).toBe(true));
    await act(async () => reject(new ApiError('Failed to fetch transfer report.', 500, true)));
    await settle();
    expect(saveCsvFile).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(button().disabled).toBe(false));
    expect(alert()?.textContent).toBe('Failed to fetch transfer report.');

    transfers.mockReturnValue(new Promise(() => {}));
    await act(async () => button().click());
    await vi.waitFor(() => expect(alert()).toBeNull());
  });
});
