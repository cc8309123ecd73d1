/** The size-budget check on a small made-up build: route tree, Vite manifest, chunk modules, precache. */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;
type Routes = Map<string, string | null>;
interface Measured {
  overviewGzip: number;
  overviewSignedInGzip: number;
  loginGzip: number;
  precacheFiles: number;
  precacheBytes: number;
  libraryRoutes: Record<string, string[]>;
  violations: { library: string; route: string }[];
}
interface CheckBudgets {
  OVERVIEW_INITIAL_GZIP_LIMIT: number;
  OVERVIEW_SIGNED_IN_GZIP_LIMIT: number;
  PRECACHE_LIMIT: number;
  parseRouteTree: (source: string) => Routes;
  routePath: (routes: Routes, file: string) => string[];
  splitChunksOf: (manifest: Manifest, routeFile: string) => string[];
  routeChunks: (
    manifest: Manifest,
    routes: Routes,
    route: string,
  ) => { initial: Set<string>; loadable: Set<string> };
  librariesIn: (
    modulesByChunk: Record<string, Record<string, number>>,
    files: Iterable<string>,
  ) => Set<string>;
  allowance: (
    routes: Routes,
    route: string,
    library: string,
    allowed?: Record<string, Record<string, string>>,
  ) => string | undefined;
  parsePrecacheManifest: (swSource: string) => { url: string; revision: string | null }[];
  measure: (input: {
    manifest: Manifest;
    modulesByChunk: Record<string, Record<string, number>>;
    routes: Routes;
    precache: { url: string }[];
    size: (file: string) => number;
    gzipSize: (file: string) => number;
  }) => Measured;
  report: (m: Measured) => { lines: string[]; ok: boolean };
}

const SCRIPT = fileURLToPath(new URL('./check-budgets.mjs', import.meta.url));
// A plain-JS script without type declarations: import it by a computed path and state its shape here.
const budgets = (await import(SCRIPT)) as CheckBudgets;

/** The shape of src/routeTree.gen.ts, cut down to a root, a layout with /overview, and /login. */
const ROUTE_TREE = `
import { Route as rootRouteImport } from './routes/__root'
import { Route as AuthedRouteImport } from './routes/_authed'
import { Route as LoginRouteImport } from './routes/login'
import { Route as AuthedOverviewRouteRouteImport } from './routes/_authed/overview/route'
import { Route as AuthedOverviewIndexRouteImport } from './routes/_authed/overview/index'
import { Route as AuthedDestinationsNewRouteImport } from './routes/_authed/destinations/new'

const AuthedRoute = AuthedRouteImport.update({
  id: '/_authed',
  getParentRoute: () => rootRouteImport,
} as any)
const LoginRoute = LoginRouteImport.update({
  id: '/login',
  path: '/login',
  getParentRoute: () => rootRouteImport,
} as any)
const AuthedOverviewRouteRoute = AuthedOverviewRouteRouteImport.update({
  id: '/overview',
  path: '/overview',
  getParentRoute: () => AuthedRoute,
} as any)
const AuthedDestinationsNewRoute = AuthedDestinationsNewRouteImport.update({
  id: '/destinations/new',
  path: '/destinations/new',
  getParentRoute: () => AuthedRoute,
} as any)
const AuthedOverviewIndexRoute = AuthedOverviewIndexRouteImport.update({
  id: '/',
  path: '/',
  getParentRoute: () => AuthedOverviewRouteRoute,
} as any)
`;

const split = (file: string) => `src/routes/${file}.tsx?tsr-split=component`;

/**
 * index.html → framework (static); the overview layout's chunk → chart → uPlot only when it draws
 * (dynamic); the overview page's chunk; /login's chunk; the new-destination form → markdown (dynamic);
 * the start-up's snapshot store (dynamic, Dexie).
 */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_framework.js'],
    dynamicImports: [
      split('login'),
      split('_authed/overview/route'),
      split('_authed/overview/index'),
      split('_authed/destinations/new'),
      'src/offline/snapshot/activation.ts',
    ],
  },
  '_framework.js': { file: 'assets/framework.js' },
  [split('_authed/overview/route')]: {
    file: 'assets/route.js',
    isDynamicEntry: true,
    imports: ['index.html', '_framework.js'],
    dynamicImports: ['src/components/chart/bar-plot.ts'],
  },
  'src/components/chart/bar-plot.ts': { file: 'assets/bar-plot.js', isDynamicEntry: true },
  [split('_authed/overview/index')]: {
    file: 'assets/overview.js',
    isDynamicEntry: true,
    imports: ['_table.js'],
  },
  '_table.js': { file: 'assets/table.js', imports: ['_framework.js'] },
  [split('login')]: { file: 'assets/login.js', isDynamicEntry: true, imports: ['_framework.js'] },
  [split('_authed/destinations/new')]: {
    file: 'assets/new.js',
    isDynamicEntry: true,
    dynamicImports: ['src/components/markdown.tsx'],
  },
  'src/components/markdown.tsx': { file: 'assets/markdown.js', isDynamicEntry: true },
  'src/offline/snapshot/activation.ts': { file: 'assets/activation.js', isDynamicEntry: true },
};

const MODULES: Record<string, Record<string, number>> = {
  'assets/index.js': { 'src/main.tsx': 100 },
  'assets/framework.js': { 'node_modules/react-dom/index.js': 100 },
  'assets/route.js': { 'src/components/chart/bar-chart.tsx': 100 },
  'assets/bar-plot.js': { 'node_modules/uplot/dist/uPlot.esm.js': 100 },
  'assets/overview.js': { 'src/features/overview/alerts-table.tsx': 100 },
  'assets/table.js': { 'src/components/data/data-table.tsx': 100 },
  'assets/login.js': { 'src/features/auth/login-screen.tsx': 100 },
  'assets/new.js': { 'src/features/destinations/form/destination-form.tsx': 100 },
  'assets/markdown.js': {
    'node_modules/micromark/index.js': 100,
    'node_modules/micromark-extension-gfm-table/index.js': 100,
  },
  'assets/activation.js': {
    'node_modules/dexie/dist/dexie.js': 100,
    'src/offline/snapshot/activation.ts': 1,
  },
};

const GZIP: Record<string, number> = {
  'assets/index.js': 30_000,
  'assets/framework.js': 100_000,
  'assets/route.js': 4_000,
  'assets/bar-plot.js': 20_000,
  'assets/overview.js': 2_000,
  'assets/table.js': 1_000,
  'assets/login.js': 3_000,
  'assets/activation.js': 30_000,
};

const routes = budgets.parseRouteTree(ROUTE_TREE);

function measured(
  overrides: { manifest?: Manifest; modules?: typeof MODULES; gzip?: Record<string, number> } = {},
) {
  const gzip = overrides.gzip ?? GZIP;
  return budgets.measure({
    manifest: overrides.manifest ?? MANIFEST,
    modulesByChunk: overrides.modules ?? MODULES,
    routes,
    precache: [{ url: 'index.html' }, { url: 'assets/index.js' }],
    size: (file) => (file === 'index.html' ? 2_000 : 300_000),
    gzipSize: (file) => gzip[file] ?? 0,
  });
}

describe('the route tree', () => {
  it('reads every route file and its parent from routeTree.gen.ts', () => {
    expect(Object.fromEntries(routes)).toEqual({
      __root: null,
      _authed: '__root',
      login: '__root',
      '_authed/overview/route': '_authed',
      '_authed/overview/index': '_authed/overview/route',
      '_authed/destinations/new': '_authed',
    });
  });

  it('walks from the root down to a page, layouts included', () => {
    expect(budgets.routePath(routes, '_authed/overview/index')).toEqual([
      '__root',
      '_authed',
      '_authed/overview/route',
      '_authed/overview/index',
    ]);
  });

  it('finds the chunks TanStack Router split off a route file, not those of a file with a longer name', () => {
    const manifest = { ...MANIFEST, [split('loginx')]: { file: 'assets/loginx.js' } };
    expect(budgets.splitChunksOf(manifest, 'login')).toEqual([split('login')]);
  });
});

describe('initial JS of a route', () => {
  it('is the entry, the split chunks of the route and of its layouts, and all their static imports', () => {
    expect([...budgets.routeChunks(MANIFEST, routes, '_authed/overview/index').initial].sort()).toEqual([
      'assets/framework.js',
      'assets/index.js',
      'assets/overview.js',
      'assets/route.js',
      'assets/table.js',
    ]);
  });

  it('leaves out dynamic imports and the chunks of other routes', () => {
    const { initial, loadable } = budgets.routeChunks(MANIFEST, routes, '_authed/overview/index');
    expect(initial.has('assets/bar-plot.js')).toBe(false);
    expect(loadable.has('assets/bar-plot.js')).toBe(true);
    expect(loadable.has('assets/login.js')).toBe(false);
    expect(loadable.has('assets/markdown.js')).toBe(false);
  });

  it('sums each file once, gzipped', () => {
    const m = measured();
    expect(m.overviewGzip).toBe(30_000 + 100_000 + 4_000 + 2_000 + 1_000);
    expect(m.loginGzip).toBe(30_000 + 100_000 + 3_000);
  });

  it('is also shown with the snapshot store a remembered session loads before the first render', () => {
    expect(measured().overviewSignedInGzip).toBe(137_000 + 30_000);
  });
});

describe('which routes load which heavy library', () => {
  it('refuses a route chunk of a file the route tree does not know, which would escape the check', () => {
    const manifest = { ...MANIFEST, [split('unknown')]: { file: 'assets/unknown.js' } };
    expect(() => measured({ manifest })).toThrow(/unknown\.tsx\?tsr-split=component belongs to no route/);
  });

  it('counts what a route may import later, and names each library by its modules', () => {
    const { loadable } = budgets.routeChunks(MANIFEST, routes, '_authed/destinations/new');
    expect([...budgets.librariesIn(MODULES, loadable)]).toEqual(['micromark']);
  });

  it('does not count what on-demand code (the command palette) loads as loaded by every route', () => {
    const palette = 'src/features/search/command-palette.tsx';
    const entry = MANIFEST['index.html'] as ManifestChunk;
    const manifest: Manifest = {
      ...MANIFEST,
      'index.html': { ...entry, dynamicImports: [...(entry.dynamicImports ?? []), palette] },
      [palette]: {
        file: 'assets/palette.js',
        isDynamicEntry: true,
        dynamicImports: ['src/components/markdown.tsx'],
      },
    };
    const { loadable } = budgets.routeChunks(manifest, routes, '_authed/overview/index');
    expect(loadable.has('assets/palette.js')).toBe(false);
    expect(loadable.has('assets/markdown.js')).toBe(false);
    expect(measured({ manifest }).violations).toEqual([]);
  });

  it('lets a page load what its layout is allowed, with the reason', () => {
    const allowed = { uPlot: { '_authed/overview/route': 'the chart' } };
    expect(budgets.allowance(routes, '_authed/overview/index', 'uPlot', allowed)).toBe('the chart');
    expect(budgets.allowance(routes, 'login', 'uPlot', allowed)).toBeUndefined();
  });

  it('passes the allowed routes and fails a route that loads a library without a reason', () => {
    expect(measured().violations).toEqual([]);
    expect(measured().libraryRoutes).toEqual({
      uPlot: ['_authed/overview/index', '_authed/overview/route'],
      micromark: ['_authed/destinations/new'],
      Temporal: [],
    });
    const modules = { ...MODULES, 'assets/login.js': { 'node_modules/temporal-polyfill/index.js': 100 } };
    expect(measured({ modules }).violations).toEqual([{ library: 'Temporal', route: 'login' }]);
  });
});

describe('the precache', () => {
  it('reads the list injected into sw.js, each URL once', () => {
    const sw = `precacheAndRoute([{"revision":"a1","url":"index.html"},{"revision":null,"url":"assets/index.js"},{"revision":"a1","url":"index.html"}]);`;
    expect(budgets.parsePrecacheManifest(sw)).toEqual([
      { url: 'index.html', revision: 'a1' },
      { url: 'assets/index.js', revision: null },
    ]);
  });

  it('refuses a worker without a list rather than reporting an empty precache', () => {
    expect(() => budgets.parsePrecacheManifest('precacheAndRoute(self.__WB_MANIFEST)')).toThrow(
      /No precache/,
    );
  });

  it('sums the stored size of every file', () => {
    expect(measured()).toMatchObject({ precacheFiles: 2, precacheBytes: 302_000 });
  });
});

describe('the verdict', () => {
  it('passes within the budgets and prints one line per budget', () => {
    const { ok, lines } = budgets.report(measured());
    expect(ok).toBe(true);
    expect(lines[0]).toMatch(/^\/overview initial JS \(gzip\)\s+133\.8 KiB\s+167\.0 KiB\s+ok$/);
  });

  it('fails one byte over 167 KiB of /overview JS (167 × 1024 bytes)', () => {
    expect(budgets.OVERVIEW_INITIAL_GZIP_LIMIT).toBe(167 * 1024);
    const at = (total: number) =>
      budgets.report(measured({ gzip: { ...GZIP, 'assets/index.js': total - 107_000 } }));
    expect(at(167 * 1024).lines[0]).toMatch(/ ok$/);
    expect(at(167 * 1024 + 1).ok).toBe(false);
    expect(at(167 * 1024 + 1).lines[0]).toMatch(/BROKEN$/);
  });

  it('fails one byte over 170 KiB of /overview with the snapshot restore, signed in', () => {
    expect(budgets.OVERVIEW_SIGNED_IN_GZIP_LIMIT).toBe(170 * 1024);
    const at = (bytes: number) => budgets.report({ ...measured(), overviewSignedInGzip: bytes });
    expect(at(170 * 1024).ok).toBe(true);
    expect(at(170 * 1024 + 1).ok).toBe(false);
    expect(at(170 * 1024 + 1).lines.find((line) => line.startsWith('/overview + snapshot'))).toMatch(
      /BROKEN$/,
    );
  });

  it('fails a precache over 1.5 MiB (1.5 × 1024 × 1024 bytes)', () => {
    expect(budgets.PRECACHE_LIMIT).toBe(1.5 * 1024 * 1024);
    const { ok, lines } = budgets.report({ ...measured(), precacheBytes: budgets.PRECACHE_LIMIT + 1 });
    expect(ok).toBe(false);
    expect(lines.find((line) => line.startsWith('precache'))).toMatch(/BROKEN$/);
  });

  it('fails and names the route that loads a library it is not allowed', () => {
    const modules = { ...MODULES, 'assets/login.js': { 'node_modules/uplot/dist/uPlot.esm.js': 100 } };
    const { ok, lines } = budgets.report(measured({ modules }));
    expect(ok).toBe(false);
    expect(lines).toContain(
      'src/routes/login loads uPlot, and LIBRARY_ALLOWED (scripts/check-budgets.mjs) does not say why',
    );
  });
});
