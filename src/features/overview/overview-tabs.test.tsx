// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '../../test-support/render.tsx';
import { OverviewTabs } from './overview-tabs.tsx';

const alertsTab = (host: HTMLElement) =>
  [...host.querySelectorAll('a')].find((a) => a.textContent?.startsWith('Alerts'))?.textContent;

describe('the overview tabs', () => {
  it('count the alerts as their pages arrive, marked as a running count until the last page', async () => {
    const tabs = (count: number, complete: boolean) => (
      <OverviewTabs
        alertCount={count}
        alertsComplete={complete}
        overdueCount={undefined}
        countingOverdue={false}
      />
    );
    const { host, rerender } = await render(tabs(120, false), { router: { url: '/overview' } });
    // Seen as '120+', read as '120 so far'.
    expect(alertsTab(host)).toBe('Alerts120+ so far');
    await rerender(tabs(325, true));
    expect(alertsTab(host)).toBe('Alerts325');
  });
});
