/**
 * The calls behind the Overview chart, the transfer report and the Settings trust policy: paths and
 * query as CONTRACT.md §5 fixes them, the SPEC.md §8 fallbacks, and which failures reach the toast.
 */
import { describe, expect, it } from 'vitest';
import { failure as blankFailure, ok, stubApi } from '../../test-support/api.ts';
import { reportsApi } from './reports.ts';
import { transfersApi } from './transfers.ts';
import { trustPolicyApi } from './trust-policy.ts';

const { fetch: fetchMock, toasts, sent } = stubApi();

const sentUrl = () => sent().url;

const report = {
  start: '2026-10-22T00:00:00.000Z',
  end: '2026-11-23T00:00:00.000Z',
  destinations: [
    {
      destination_id: 'd1',
      destination_name: 'Acme',
      vendor: 'postgres',
      total_transfers: 3,
      counts_by_status: { SUCCESS: 2, ERROR: 1 },
      rows_transferred: 1200,
    },
  ],
  totals: { total_transfers: 3, counts_by_status: { SUCCESS: 2, ERROR: 1 }, rows_transferred: 1200 },
};

describe('reportsApi.transfers', () => {
  it('asks for the window and the destinations as one comma-separated list', async () => {
    fetchMock.mockResolvedValue(ok({ report }));
    const got = await reportsApi.transfers({
      start: report.start,
      end: report.end,
      destinations: ['d1', 'd2'],
    });
    expect(got).toEqual(report);
    const url = new URL(sentUrl(), 'http://api.example');
    expect(url.pathname).toBe('/api/reports/transfers');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      start: report.start,
      end: report.end,
      destinations: 'd1,d2',
    });
  });

  it('leaves destinations out when none are named (the server reads that as all of them)', async () => {
    fetchMock.mockResolvedValue(ok({ report }));
    await reportsApi.transfers({ start: report.start, end: report.end, destinations: [] });
    expect(new URL(sentUrl(), 'http://api.example').searchParams.has('destinations')).toBe(false);
  });

  it("fails with 'Failed to fetch transfer report.' and no toast: a fetch is suppressed", async () => {
    fetchMock.mockResolvedValue(blankFailure(500));
    await expect(reportsApi.transfers({ start: report.start, end: report.end })).rejects.toMatchObject({
      message: 'Failed to fetch transfer report.',
      status: 500,
      suppressed: true,
    });
    expect(toasts).not.toHaveBeenCalled();
  });
});

describe('transfersApi.dailyStats', () => {
  it('reads data.daily_transfer_stats, optionally for one destination', async () => {
    const stats = [{ day: '2026-11-22', total_rows_transferred: 5 }];
    fetchMock.mockResolvedValue(ok({ daily_transfer_stats: stats }));
    expect(await transfersApi.dailyStats()).toEqual(stats);
    expect(sentUrl()).toBe('/api/transfers/daily-stats');
    fetchMock.mockResolvedValue(ok({ daily_transfer_stats: stats }));
    await transfersApi.dailyStats('d 1');
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/api/transfers/daily-stats?destination_id=d+1');
  });

  it('keeps a failure quiet: the chart shows it in place', async () => {
    fetchMock.mockResolvedValue(blankFailure(500));
    await expect(transfersApi.dailyStats()).rejects.toMatchObject({ suppressed: true });
    expect(toasts).not.toHaveBeenCalled();
  });
});

describe('trustPolicyApi.get', () => {
  it('returns the policy text as sent', async () => {
    fetchMock.mockResolvedValue(ok({ trust_policy: '{\n  "Version": "2012-10-17"\n}' }));
    expect(await trustPolicyApi.get()).toBe('{\n  "Version": "2012-10-17"\n}');
    expect(sentUrl()).toBe('/api/auth/iam-trust-policy');
  });

  it('pretty-prints a policy sent as an object', async () => {
    fetchMock.mockResolvedValue(ok({ trust_policy: { Version: '2012-10-17' } }));
    expect(await trustPolicyApi.get()).toBe('{\n  "Version": "2012-10-17"\n}');
  });

  it('reads a missing, null or blank policy as none', async () => {
    for (const data of [{}, { trust_policy: null }, { trust_policy: '  ' }]) {
      fetchMock.mockResolvedValueOnce(ok(data));
      expect(await trustPolicyApi.get()).toBeNull();
    }
  });
});
