#!/usr/bin/env node
/**
 * The size budgets, checked after every `vite build`; the build fails when one is broken:
 *   - the initial JS of /overview is at most OVERVIEW_INITIAL_GZIP_LIMIT bytes gzipped (167 KiB);
 *   - with the snapshot restore a remembered session loads before its first render, at most
 *     OVERVIEW_SIGNED_IN_GZIP_LIMIT (170 KiB: a signed-in phone fetches it all before the first row);
 *   - the service worker's precache is at most PRECACHE_LIMIT bytes (1.5 MiB, files as stored);
 *   - no route loads uPlot, micromark or Temporal unless LIBRARY_ALLOWED says why it needs them.
 *
 * Initial JS of a route = the index.html entry chunk + the lazy chunks TanStack Router splits off every
 * route file on the way to it (`src/routes/…?tsr-split=…`, from __root down), with all their static
 * imports, each file counted once. Gzip is zlib's default level (6), the level of Vite's own report.
 * What a route loads (for the libraries) = its initial chunks plus everything they may import later
 * (dynamic imports), except other routes' chunks. Chunks come from dist/.vite/manifest.json, the modules
 * in each chunk from dist/.vite/modules.json (written by vite.config.ts), the route tree from
 * src/routeTree.gen.ts, the precache list from the manifest injected into dist/sw.js.
 *
 * Usage: node scripts/check-budgets.mjs [distDir]   (default dist; prints a table, exit 1 when broken)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KIB = 1024;
export const OVERVIEW_INITIAL_GZIP_LIMIT = 167 * KIB;
export const OVERVIEW_SIGNED_IN_GZIP_LIMIT = 170 * KIB;
export const PRECACHE_LIMIT = 1.5 * KIB * KIB;

/**
 * Loaded by dynamic import at start-up, before the first render, when a session is remembered
 * (src/main.tsx): the snapshot restore. Not initial JS as defined above, since no static import
 * reaches it; the table still shows /overview with it, so the whole signed-in start-up cost is in view.
 */
export const SIGNED_IN_STARTUP_MODULES = ['src/offline/snapshot/activation.ts'];

/** Route files (under src/routes, no extension) whose initial JS is measured; only /overview has a budget. */
export const OVERVIEW_ROUTE = '_authed/overview/index';
export const LOGIN_ROUTE = 'login';

/** The heavy libraries, by the path of their modules. */
export const LIBRARIES = {
  uPlot: /(^|\/)node_modules\/uplot\//,
  micromark: /(^|\/)node_modules\/micromark[^/]*\//,
  Temporal: /(^|\/)node_modules\/temporal-(polyfill|utils)\//,
};

/**
 * Route files (under src/routes, no extension) allowed to load a library, and why. A route may also load
 * what a layout above it is allowed (the layout's chunks load with every child).
 */
export const LIBRARY_ALLOWED = {
  uPlot: {
    '_authed/overview/route': 'the overview draws the daily transfers chart',
  },
  micromark: {
    '_authed/destinations/new': 'the setup guide beside the new-destination form',
    '_authed/destinations/$destinationId_.edit': 'the setup guide beside the edit form',
    '_authed/destinations/$destinationId/connection': 'the connection tab is the edit form, with its guide',
    'onboard.$token': 'the setup guide beside the recipient onboarding form',
    '_authed/guides/$vendor': 'the setup guide page, where a guide result of the command palette opens',
  },
  // Times are formatted with Date and Intl (src/lib/time.ts): no route needs the Temporal polyfill.
  Temporal: {},
};

/**
 * Code that any route may load, but only when the user asks for it, never with the route: what it
 * imports is not counted as loaded by the routes (their `loadable` stops at it). Keyed by the module
 * the app imports dynamically (its manifest key), with the reason.
 */
export const ON_DEMAND = {
  'src/features/search/command-palette.tsx':
    'the command palette loads on its first Ctrl+K; it splits setup guides into sections with micromark',
};

const ROUTE_SPLIT = '?tsr-split=';
const CODE_EXT = /\.[cm]?[jt]sx?$/;

/**
 * The route tree of src/routeTree.gen.ts: route file (under src/routes, no extension) → its parent's
 * (null for __root). Reads `import { Route as X } from './routes/…'` and `X.update({ … getParentRoute })`.
 */
export function parseRouteTree(source) {
  const fileOf = new Map();
  for (const [, name, spec] of source.matchAll(/import \{ Route as (\w+) \} from '\.\/routes\/([^']+)'/g)) {
    fileOf.set(name, spec.replace(CODE_EXT, ''));
  }
  const rootName = [...fileOf].find(([, file]) => file === '__root')?.[0];
  if (!rootName) throw new Error('The route tree has no __root route.');
  const routes = new Map([['__root', null]]);
  const fileOfConst = new Map([[rootName, '__root']]);
  const links = [];
  const updates = /const (\w+) =\s*(\w+)\.update\(\{[^}]*?getParentRoute: \(\) => (\w+),/g;
  for (const [, constName, importName, parentName] of source.matchAll(updates)) {
    const file = fileOf.get(importName);
    if (!file) continue;
    fileOfConst.set(constName, file);
    links.push([file, parentName]);
  }
  for (const [file, parentName] of links) routes.set(file, fileOfConst.get(parentName) ?? null);
  return routes;
}

/** The route files from the root down to `file` (the root first). */
export function routePath(routes, file) {
  const chain = [];
  for (let at = file; at; at = routes.get(at) ?? null) chain.unshift(at);
  return chain;
}

/** Manifest keys of the chunks TanStack Router split off a route file ('src/routes/login.tsx?tsr-split=…'). */
export function splitChunksOf(manifest, routeFile) {
  return Object.keys(manifest).filter((key) => {
    const at = key.indexOf(ROUTE_SPLIT);
    return at > 0 && key.slice(0, at).replace(CODE_EXT, '') === `src/routes/${routeFile}`;
  });
}

const entryKey = (manifest) => {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('The Vite manifest has no entry chunk (is build.manifest on?).');
  return key;
};

/**
 * Manifest keys reachable from `start` through static imports and, with `dynamic`, dynamic imports too
 * (never into a chunk split off a route file not in `routeKeys`, nor into `onDemand` code).
 */
export function reachable(manifest, start, { dynamic = false, routeKeys = new Set(), onDemand = {} } = {}) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const key = queue.pop();
    if (seen.has(key) || !manifest[key] || Object.hasOwn(onDemand, key)) continue;
    seen.add(key);
    const next = [...(manifest[key].imports ?? []), ...(dynamic ? (manifest[key].dynamicImports ?? []) : [])];
    for (const k of next) if (!k.includes(ROUTE_SPLIT) || routeKeys.has(k)) queue.push(k);
  }
  return seen;
}

/** The chunks of a route: `initial` (loaded before it renders) and `loadable` (initial + later imports). */
export function routeChunks(manifest, routes, route) {
  const routeKeys = new Set(routePath(routes, route).flatMap((f) => splitChunksOf(manifest, f)));
  const start = [entryKey(manifest), ...routeKeys];
  const files = (keys) => new Set([...keys].map((k) => manifest[k].file).filter((f) => /\.m?js$/.test(f)));
  return {
    initial: files(reachable(manifest, start, { routeKeys })),
    loadable: files(reachable(manifest, start, { dynamic: true, routeKeys, onDemand: ON_DEMAND })),
  };
}

/** The JS files holding these modules, with their static imports. */
export function chunksHolding(manifest, modulesByChunk, moduleIds) {
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const start = Object.entries(modulesByChunk)
    .filter(([, modules]) => moduleIds.some((id) => id in modules))
    .map(([file]) => keyOf.get(file));
  return new Set([...reachable(manifest, start)].map((k) => manifest[k].file));
}

/** The libraries (LIBRARIES names) among the modules of these chunk files. */
export function librariesIn(modulesByChunk, chunkFiles) {
  const found = new Set();
  for (const file of chunkFiles) {
    for (const id of Object.keys(modulesByChunk[file] ?? {})) {
      for (const [name, pattern] of Object.entries(LIBRARIES)) if (pattern.test(id)) found.add(name);
    }
  }
  return found;
}

/** Why `route` may load `library` (its own or a layout's entry in LIBRARY_ALLOWED), or undefined. */
export function allowance(routes, route, library, allowed = LIBRARY_ALLOWED) {
  for (const file of routePath(routes, route).reverse()) {
    const reason = allowed[library]?.[file];
    if (reason) return reason;
  }
  return undefined;
}

/**
 * The precache list vite-plugin-pwa injected into sw.js: [{ url, revision }], each URL once (the plugin
 * lists the web manifest and its icons a second time; the worker stores them once).
 */
export function parsePrecacheManifest(swSource) {
  const entries = [
    ...swSource.matchAll(
      /\{"revision":(null|"[^"]*"),"url":"([^"]+)"\}|\{"url":"([^"]+)","revision":(null|"[^"]*")\}/g,
    ),
  ].map((m) => ({ url: m[2] ?? m[3], revision: JSON.parse(m[1] ?? m[4]) }));
  if (entries.length === 0) throw new Error('No precache manifest found in sw.js.');
  return [...new Map(entries.map((entry) => [entry.url, entry])).values()];
}

/** Everything the budgets need, from a build directory. `size(file)` and `gzipSize(file)` read files. */
export function measure({ manifest, modulesByChunk, routes, precache, size, gzipSize }) {
  // A split chunk of a route file the tree does not know would escape the library check: refuse.
  const known = new Set([...routes.keys()].map((route) => `src/routes/${route}`));
  for (const key of Object.keys(manifest)) {
    const at = key.indexOf(ROUTE_SPLIT);
    if (at > 0 && !known.has(key.slice(0, at).replace(CODE_EXT, ''))) {
      throw new Error(`${key} belongs to no route of src/routeTree.gen.ts.`);
    }
  }
  const gzipOf = (files) => [...files].reduce((sum, f) => sum + gzipSize(f), 0);
  const overview = routeChunks(manifest, routes, OVERVIEW_ROUTE).initial;
  const startup = chunksHolding(manifest, modulesByChunk, SIGNED_IN_STARTUP_MODULES);
  const libraryRoutes = Object.fromEntries(Object.keys(LIBRARIES).map((name) => [name, []]));
  const violations = [];
  for (const route of [...routes.keys()].sort()) {
    const { loadable } = routeChunks(manifest, routes, route);
    for (const library of librariesIn(modulesByChunk, loadable)) {
      libraryRoutes[library].push(route);
      if (!allowance(routes, route, library)) violations.push({ library, route });
    }
  }
  return {
    overviewGzip: gzipOf(overview),
    overviewSignedInGzip: gzipOf(new Set([...overview, ...startup])),
    loginGzip: gzipOf(routeChunks(manifest, routes, LOGIN_ROUTE).initial),
    precacheFiles: precache.length,
    precacheBytes: precache.reduce((sum, entry) => sum + size(entry.url), 0),
    libraryRoutes,
    violations,
  };
}

const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;

/** The table and the verdict: { lines, ok }. */
export function report(m) {
  const rows = [
    [
      '/overview initial JS (gzip)',
      kib(m.overviewGzip),
      kib(OVERVIEW_INITIAL_GZIP_LIMIT),
      m.overviewGzip <= OVERVIEW_INITIAL_GZIP_LIMIT,
    ],
    [
      '/overview + snapshot restore, signed in',
      kib(m.overviewSignedInGzip),
      kib(OVERVIEW_SIGNED_IN_GZIP_LIMIT),
      m.overviewSignedInGzip <= OVERVIEW_SIGNED_IN_GZIP_LIMIT,
    ],
    ['/login initial JS (gzip)', kib(m.loginGzip), '-', true],
    [
      `precache (${m.precacheFiles} files)`,
      kib(m.precacheBytes),
      kib(PRECACHE_LIMIT),
      m.precacheBytes <= PRECACHE_LIMIT,
    ],
    ...Object.entries(m.libraryRoutes).map(([library, list]) => {
      const unallowed = m.violations.filter((v) => v.library === library).length;
      return [
        `routes loading ${library}`,
        `${list.length} (${unallowed} not allowed)`,
        '0 not allowed',
        unallowed === 0,
      ];
    }),
  ];
  const width = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length)));
  const lines = rows.map(([what, actual, limit, ok]) =>
    [what.padEnd(width[0]), actual.padEnd(width[1]), limit.padEnd(width[2]), ok ? 'ok' : 'BROKEN'].join('  '),
  );
  for (const [library, list] of Object.entries(m.libraryRoutes)) {
    lines.push(`${library}: ${list.length ? list.join(', ') : 'no route'}`);
  }
  for (const { library, route } of m.violations) {
    lines.push(
      `src/routes/${route} loads ${library}, and LIBRARY_ALLOWED (scripts/check-budgets.mjs) does not say why`,
    );
  }
  return { lines, ok: rows.every((r) => r[3]) };
}

/** Reads a build directory and the route tree; returns measure()'s result. */
export function measureDist(distDir, routeTreeFile) {
  const read = (rel) => readFileSync(path.join(distDir, rel), 'utf8');
  for (const rel of ['.vite/manifest.json', '.vite/modules.json', 'sw.js']) {
    if (!existsSync(path.join(distDir, rel)))
      throw new Error(`${path.join(distDir, rel)} is missing: build first.`);
  }
  const gzipCache = new Map();
  return measure({
    manifest: JSON.parse(read('.vite/manifest.json')),
    modulesByChunk: JSON.parse(read('.vite/modules.json')),
    routes: parseRouteTree(readFileSync(routeTreeFile, 'utf8')),
    // The bench's build adds its floor app (bench/floor/) under bench-floor/; production ships none.
    precache: parsePrecacheManifest(read('sw.js')).filter((entry) => !entry.url.startsWith('bench-floor/')),
    size: (rel) => readFileSync(path.join(distDir, rel)).length,
    gzipSize: (rel) => {
      if (!gzipCache.has(rel)) gzipCache.set(rel, gzipSync(readFileSync(path.join(distDir, rel))).length);
      return gzipCache.get(rel);
    },
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const distDir = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
  const { lines, ok } = report(measureDist(distDir, path.join(root, 'src/routeTree.gen.ts')));
  console.log(`Size budgets (${path.relative(process.cwd(), distDir) || '.'}):`);
  for (const line of lines) console.log(`  ${line}`);
  if (!ok) {
    console.error('Size budgets broken: see above (scripts/check-budgets.mjs).');
    process.exit(1);
  }
}
