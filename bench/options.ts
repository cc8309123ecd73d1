/** Command-line flags of `npm run bench`. The default is the full run; `--quick` is for trying it out. */
export const GROUPS = [
  'sizes',
  'offline',
  'cold',
  'overdue',
  'click',
  'api',
  'heap',
  'seen',
  'lighthouse',
] as const;
export type Group = (typeof GROUPS)[number];

export interface Options {
  /** Runs per browser timing (the median of at least 5 in a full run). */
  runs: number;
  lighthouseRuns: number;
  /** Requests per API endpoint, spread over `apiClients` concurrent clients. */
  apiRequests: number;
  apiClients: number;
  /** Exit 1 when a budget fails (errors always exit 1). */
  failOnBudget: boolean;
  /** Build the app first (off: reuse the last bench build). */
  build: boolean;
  groups: ReadonlySet<Group>;
  /**
   * The server's port; Lighthouse's Chromium listens for DevTools on the next one, and the demo
   * organisation's server of the `seen` group on the one after.
   */
  port: number;
  /** Also print the table in Markdown (for BENCHMARKS.md). */
  markdown: boolean;
}

export const USAGE = `Usage: npm run bench -- [--quick] [--no-fail] [--no-build] [--only=${GROUPS.join(',')}] [--port=4200] [--markdown]
  --quick     2 runs per timing, 1 Lighthouse run, 200 API requests (not for BENCHMARKS.md)
  --no-fail   exit 0 even when a budget fails (measurement errors still exit 1)
  --no-build  reuse the last build in .tmp-dist/bench
  --only=...  measure only these groups
  --port=N    the server's port (N+1: Chromium's DevTools port for Lighthouse; N+2: the demo seed's server)
  --markdown  also print the table in Markdown, for BENCHMARKS.md`;

export function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    runs: 5,
    lighthouseRuns: 3,
    apiRequests: 1000,
    apiClients: 8,
    failOnBudget: true,
    build: true,
    groups: new Set(GROUPS),
    // Not 4190: fetch and Chromium refuse it (a "bad port" of the Fetch standard).
    port: 4200,
    markdown: false,
  };
  for (const arg of argv) {
    const [flag, value] = arg.split('=', 2) as [string, string | undefined];
    if (flag === '--quick') Object.assign(options, { runs: 2, lighthouseRuns: 1, apiRequests: 200 });
    else if (flag === '--no-fail') options.failOnBudget = false;
    else if (flag === '--no-build') options.build = false;
    else if (flag === '--markdown') options.markdown = true;
    else if (flag === '--only' && value) {
      const groups = value.split(',');
      const unknown = groups.filter((g) => !(GROUPS as readonly string[]).includes(g));
      if (unknown.length) throw new Error(`Unknown group ${unknown.join(', ')}.\n${USAGE}`);
      options.groups = new Set(groups as Group[]);
    } else if (flag === '--port' && value && /^\d+$/.test(value)) options.port = Number(value);
    else throw new Error(`Unknown option ${arg}.\n${USAGE}`);
  }
  return options;
}
