// @vitest-environment jsdom
/**
 * A transfer report the server fails, through the real fetch layer (SPEC.md §8: other fetches are
 * suppressed): no global toast; the failure is said under 'Download transfer report', in the server's
 * words or the fallback.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/ui/toaster.ts';
import { failure, stubApi } from '../../test-support/api.ts';
import { render } from '../../test-support/render.tsx';
import { DownloadReportButton } from './download-report-button.tsx';

const api = stubApi();

afterEach(() => {
  toaster.remove();
});

async function downloadFailing(message: string) {
  api.route('GET /api/reports/transfers', failure(500, message));
  const { host } = await render(<DownloadReportButton destinationIds={['d1']} />);
  const button = host.querySelector('button') as HTMLButtonElement;
  // The report's code is imported on the click; the failure follows the request, and React Query
  // tells the button on a later tick (notifyManager): all of it inside act.
  await act(async () => {
    button.click();
    await vi.waitFor(() => expect(api.fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  return host;
}

describe('a failed transfer report', () => {
  it("says 'Failed to fetch transfer report.' under the button and shows no toast", async () => {
    const host = await downloadFailing('');
    expect(host.querySelector('[role="alert"]')?.textContent).toBe('Failed to fetch transfer report.');
    expect(api.toasts).not.toHaveBeenCalled();
    expect(toaster.getVisibleToasts()).toEqual([]);
  });

  it("says the server's message when it gives one", async () => {
    const host = await downloadFailing('The report window is too long.');
    expect(host.querySelector('[role="alert"]')?.textContent).toBe('The report window is too long.');
    expect(api.toasts).not.toHaveBeenCalled();
  });
});
