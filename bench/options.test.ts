import { describe, expect, it } from 'vitest';
import { parseOptions } from './options.ts';

describe('parseOptions', () => {
  it('defaults to the full run: 7 rounds, Lighthouse 5 times each, 1,000 API requests, budgets fail', () => {
    const options = parseOptions([]);
    expect(options).toMatchObject({ pairs: 7, lighthouseRuns: 5, apiRequests: 1000, apiClients: 8 });
    expect(options).toMatchObject({ failOnBudget: true, build: true, port: 4200, markdown: false });
    expect(options.against).toBeNull();
    // Every group but the comparison with a release, which needs --against.
    expect([...options.groups]).not.toContain('against');
    expect(options.groups.size).toBe(8);
  });

  it('reads --quick, --no-fail, --no-build, --only, --port and --markdown', () => {
    const options = parseOptions([
      '--quick',
      '--no-fail',
      '--no-build',
      '--only=api,wire,seen',
      '--port=4212',
      '--markdown',
    ]);
    expect(options).toMatchObject({ pairs: 3, lighthouseRuns: 1, apiRequests: 200 });
    expect(options).toMatchObject({ failOnBudget: false, build: false, port: 4212, markdown: true });
    expect([...options.groups]).toEqual(['api', 'wire', 'seen']);
  });

  it('takes a revision to compare against, and measures the comparison then', () => {
    const options = parseOptions(['--against=HEAD~1']);
    expect(options.against).toBe('HEAD~1');
    expect(options.groups.has('against')).toBe(true);
    expect(parseOptions(['--against=v0.1.0', '--only=against']).groups).toEqual(new Set(['against']));
  });

  it('refuses what it does not know, with the usage', () => {
    expect(() => parseOptions(['--only=speed'])).toThrow('Unknown group speed');
    expect(() => parseOptions(['--fast'])).toThrow(/Unknown option --fast\.\nUsage/);
    expect(() => parseOptions(['--against='])).toThrow(/Unknown option --against=/);
    expect(() => parseOptions(['--against=a b'])).toThrow(/Unknown option/);
  });
});
