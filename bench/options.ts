/** Command-line flags of `npm run bench`. The default is the full run; `--quick` is for trying it out. */
export const GROUPS = [
  'wire',
  'api',
  'offline',
  'cold',
  'click',
  'seen',
  'scale',
  'lighthouse',
  'against',
] as const;
export type Group = (typeof GROUPS)[number];

export interface Options {
  /** Alternated rounds per timing (a measured load and its reference each); at least 7 in a full run. */
  pairs: number;
  /** Lighthouse runs of the console and of the floor each, alternated. */
  lighthouseRuns: number;
  /** Requests per API endpoint, spread over `apiClients` concurrent clients. */
  apiRequests: number;
  apiClients: number;
  /** Exit 1 when a budget fails (errors always exit 1). */
  failOnBudget: boolean;
  /** Build the app first (off: reuse the last bench build). */
  build: boolean;
  groups: ReadonlySet<Group>;
  /** A git revision whose console the `against` group measures this tree's against. */
  against: string | null;
  /** The first of the bench's ports (ports.ts). */
  port: number;
  /** Also print the tables in Markdown (for BENCHMARKS.md). */
  markdown: boolean;
}

export const USAGE = `Usage: npm run bench -- [--quick] [--against=REF] [--no-fail] [--no-build] [--only=${GROUPS.join(',')}] [--port=4200] [--markdown]
  --quick        3 rounds per timing, 1 Lighthouse run each, 200 API requests (to try it out, not for BENCHMARKS.md)
  --against=REF  also build REF's console (a commit, tag or branch) and time this tree's against it, alternated
  --no-fail      exit 0 even when a budget fails (measurement errors still exit 1)
  --no-build     reuse the last build in .tmp-dist/bench (and .tmp-dist/against-<commit>)
  --only=...     measure only these groups ('against' is measured only with --against)
  --port=N       the first of the bench's ports N..N+5 (servers, seeding, Lighthouse's DevTools)
  --markdown     also print the tables in Markdown, for BENCHMARKS.md`;

export function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    pairs: 7,
    lighthouseRuns: 5,
    apiRequests: 1000,
    apiClients: 8,
    failOnBudget: true,
    build: true,
    groups: new Set(GROUPS),
    against: null,
    // Not 4190: fetch and Chromium refuse it (a "bad port" of the Fetch standard).
    port: 4200,
    markdown: false,
  };
  for (const arg of argv) {
    const [flag, value] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
    if (flag === '--quick') Object.assign(options, { pairs: 3, lighthouseRuns: 1, apiRequests: 200 });
    else if (flag === '--no-fail') options.failOnBudget = false;
    else if (flag === '--no-build') options.build = false;
    else if (flag === '--markdown') options.markdown = true;
    else if (flag === '--against' && value && /^[\w./^~@-]+$/.test(value)) options.against = value;
    else if (flag === '--only' && value) {
      const groups = value.split(',');
      const unknown = groups.filter((g) => !(GROUPS as readonly string[]).includes(g));
      if (unknown.length) throw new Error(`Unknown group ${unknown.join(', ')}.\n${USAGE}`);
      options.groups = new Set(groups as Group[]);
    } else if (flag === '--port' && value && /^\d+$/.test(value)) options.port = Number(value);
    else throw new Error(`Unknown option ${arg}.\n${USAGE}`);
  }
  if (options.groups.has('against') && !options.against) {
    const groups = new Set(options.groups);
    groups.delete('against');
    options.groups = groups;
  }
  return options;
}
