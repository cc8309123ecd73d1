import { describe, expect, it } from 'vitest';
import { parseOptions } from './options.ts';

describe('parseOptions', () => {
  it('defaults to the full run: medians of 5, Lighthouse 3 times, 1,000 API requests, budgets fail', () => {
    const options = parseOptions([]);
    expect(options).toMatchObject({ runs: 5, lighthouseRuns: 3, apiRequests: 1000, apiClients: 8 });
    expect(options).toMatchObject({ failOnBudget: true, build: true, port: 4200, markdown: false });
    expect(options.groups.size).toBe(9);
  });

  it('reads --quick, --no-fail, --no-build, --only, --port and --markdown', () => {
    const options = parseOptions([
      '--quick',
      '--no-fail',
      '--no-build',
      '--only=api,sizes,seen',
      '--port=4212',
      '--markdown',
    ]);
    expect(options).toMatchObject({ runs: 2, lighthouseRuns: 1, apiRequests: 200 });
    expect(options).toMatchObject({ failOnBudget: false, build: false, port: 4212, markdown: true });
    expect([...options.groups]).toEqual(['api', 'sizes', 'seen']);
  });

  it('refuses what it does not know, with the usage', () => {
    expect(() => parseOptions(['--only=speed'])).toThrow('Unknown group speed');
    expect(() => parseOptions(['--fast'])).toThrow(/Unknown option --fast\.\nUsage/);
  });
});
