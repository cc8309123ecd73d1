/**
 * The rules scripts/check-imports.mjs applies (the scanner that reads the files is there): which part
 * of the house a file is in, and which imports, files and SQL calls each part may have.
 *
 * Imports flow one way (ARCHITECTURE.md "The house"):
 *   lib, api, theme → components, offline → features → routes → app
 * A layer imports from its own column or columns to its left; features/<a> imports no other feature but
 * features/auth, except the features that join areas (JOINING_FEATURES: search, on-call, onboarding),
 * which may import any area and the joining features listed before them; no area imports a joining
 * feature (a route or app/ puts them together); src/main.tsx may import anything; server/ imports
 * only server/, src/api/schemas/ and src/api/wire/ (one definition of every wire shape and form field
 * path). styled-system/ is generated from the theme, so it counts as theme; sw/protocol.ts is the typed
 * worker protocol, shared with src/offline only.
 *
 * The reference server has its own layers (docs/architecture.md), lowest first:
 *   config.ts, docs, runner/vocabulary → db → secrets → http → store, db/seed
 *   → auth, forms, egress, demo-idp → runner → routes → app.ts → main.ts
 * runner/vocabulary: what the simulated runs say (seeded draws, timestamps, failure messages, integrity
 * results), shared with the demo data so seeded and freshly run rows read alike; db: connection,
 * migrations, statement helpers; secrets: sealing at rest and token hashing; http: the
 * wire plumbing every layer shares (envelope and HttpError, paging requests, AppDeps); store: every
 * table's SQL; db/seed: the demo data; auth, forms, egress: sign-in, the destination/source forms,
 * outbound requests; demo-idp: the demo's own OpenID provider (demo mode only); runner: the transfer
 * engine and webhook deliveries; routes: the API; app.ts builds
 * the app and main.ts starts it. A module imports its own folder or a lower column, never a folder of
 * its own column. Tests (*.test.ts) and server/testing/ (fixtures, the test app, the test receiver) may
 * import any server module; no other module imports them. SQL lives in server/store/: `.prepare(` and
 * `cachedStatement(` appear only there, in server/db/ and in server/auth/ (its sessions and codes), tests
 * aside.
 *
 * sw/ (the service worker) imports only sw/ and src/offline/storage-names.ts (the cache names it
 * shares with the page).
 * src/offline/snapshot/ (the offline copy's parts) never imports src/offline/persistence.ts, the entry
 * point that imports them: the parts once imported it back, a circle. Their tests go through it.
 * src/test-support/ holds the unit tests' helpers: only *.test.ts(x) files may import it, so no app code
 * ships it.
 */

/** Column of each src/ layer: an import may only go to the same or a lower column. */
export const LAYER_COLUMN = {
  lib: 0,
  api: 0,
  theme: 0,
  components: 1,
  offline: 1,
  features: 2,
  routes: 3,
  app: 4,
};
const FLOW = 'lib, api, theme → components, offline → features → routes → app';
/**
 * Features whose work spans areas (what app/ used to hold): the on-call keeping and the overdue rule's
 * inputs, the palette's search, the onboarding page (a magic link's destination form). Each may import
 * any area and the joining features before it in this list; areas never import them.
 */
export const JOINING_FEATURES = ['on-call', 'search', 'onboarding'];

/** Column of each server/ layer (folder, db/seed, runner/vocabulary or top-level file), as LAYER_COLUMN. */
export const SERVER_COLUMN = {
  config: 0,
  docs: 0,
  vocabulary: 0,
  db: 1,
  secrets: 2,
  http: 3,
  store: 4,
  seed: 4,
  auth: 5,
  forms: 5,
  egress: 5,
  'demo-idp': 5,
  runner: 6,
  routes: 7,
  app: 8,
  main: 9,
};
const SERVER_FLOW =
  'config.ts, docs, runner/vocabulary → db → secrets → http → store, db/seed → auth, forms, egress, demo-idp → runner → routes → app.ts → main.ts';
/** Folders whose modules may run SQL (everything else asks server/store/). */
const SQL_FOLDERS = new Set(['store', 'db', 'seed', 'auth']);
/** Why a server/ module may not run SQL (see mayRunSql). */
export const SQL_RULE =
  'SQL belongs in server/store/ (.prepare( only in server/store/, server/db/, server/auth/)';
/** The offline copy's entry point, which src/offline/snapshot/ may not import (it imports the parts). */
const SNAPSHOT_ENTRY = 'src/offline/persistence.ts';
/** What sw/ may import outside sw/. */
const SW_SHARED = new Set(['src/offline/storage-names.ts']);
const CODE_EXT = /\.(?:[cm]?[jt]sx?)$/;
const ANY_EXT = /\.[a-z0-9]+$/i;

/** The part of the house a file belongs to. */
export function zoneOf(rel) {
  const [top, second, third] = rel.split('/');
  if (rel === 'src/main.tsx') return { kind: 'entry' };
  if (rel === 'src/routeTree.gen.ts') return { kind: 'layer', layer: 'routes' };
  if (top === 'src' && second === 'test-support') return { kind: 'test-support' };
  if (top === 'src' && second in LAYER_COLUMN) {
    return { kind: 'layer', layer: second, area: second === 'features' ? third : undefined };
  }
  if (top === 'styled-system') return { kind: 'layer', layer: 'theme' };
  if (top === 'server') return { kind: 'server', layer: serverLayerOf(rel) };
  if (rel === 'sw/protocol.ts') return { kind: 'sw-protocol' };
  if (top === 'sw') return { kind: 'sw' };
  return { kind: 'outside' };
}

/** The server layer of a server/ file: a key of SERVER_COLUMN, 'tests', or undefined (no layer). */
export function serverLayerOf(rel) {
  const parts = rel.split('/');
  if (/\.test\.[cm]?[jt]sx?$/.test(rel) || parts[1] === 'testing') return 'tests';
  if (parts.length === 2) {
    const name = parts[1].replace(CODE_EXT, '');
    return name === 'config' || name === 'app' ? name : 'main';
  }
  if (parts[1] === 'db' && parts[2] === 'seed' && parts.length > 3) return 'seed';
  if (parts[1] === 'runner' && parts[2] === 'vocabulary' && parts.length > 3) return 'vocabulary';
  return parts[1] in SERVER_COLUMN ? parts[1] : undefined;
}

const NESTED_LAYER_NAME = { seed: 'db/seed', vocabulary: 'runner/vocabulary' };
const serverLayerName = (layer) =>
  NESTED_LAYER_NAME[layer] ?? (['config', 'app', 'main'].includes(layer) ? `${layer}.ts` : layer);

/** Why a server/ module may not import another server/ module, or null. */
function brokenServerRule(from, to) {
  if (from.layer === 'tests' || from.layer === undefined) return null;
  if (to.layer === 'tests') return 'only tests import server/testing/ and *.test.ts files';
  if (to.layer === undefined || from.layer === to.layer) return null;
  if (SERVER_COLUMN[to.layer] < SERVER_COLUMN[from.layer]) return null;
  const why = SERVER_COLUMN[to.layer] === SERVER_COLUMN[from.layer] ? 'same column' : 'a higher layer';
  return `server ${serverLayerName(from.layer)} may not import ${serverLayerName(to.layer)} (${why}; server imports flow ${SERVER_FLOW})`;
}

/** Why features/<from> may not import features/<to>, or null. */
function brokenFeatureRule(from, to) {
  if (from === to || to === 'auth') return null;
  const fromJoin = JOINING_FEATURES.indexOf(from);
  const toJoin = JOINING_FEATURES.indexOf(to);
  if (fromJoin === -1 && toJoin === -1)
    return `features/${from} may not import features/${to} (only features/auth is shared)`;
  if (fromJoin === -1)
    return `features/${from} may not import features/${to} (it joins areas: a route or app/ puts them together)`;
  if (toJoin === -1 || toJoin < fromJoin) return null;
  return `features/${from} may not import features/${to} (a joining feature imports only those before it: ${JOINING_FEATURES.join(', ')})`;
}

/** Why an import from `fromRel` to `toRel` breaks the directions, or null when it is fine. */
export function brokenRule(fromRel, toRel) {
  const from = zoneOf(fromRel);
  const to = zoneOf(toRel);
  if (from.kind === 'entry') return null;
  if (fromRel.startsWith('sw/')) {
    return toRel.startsWith('sw/') || SW_SHARED.has(toRel)
      ? null
      : `sw/ may import only sw/ and ${[...SW_SHARED].join(', ')}`;
  }
  const snapshotPart = fromRel.startsWith('src/offline/snapshot/') && !/\.test\.tsx?$/.test(fromRel);
  if (snapshotPart && toRel === SNAPSHOT_ENTRY) {
    return `src/offline/snapshot/ may not import ${SNAPSHOT_ENTRY} (the entry point imports the snapshot's parts)`;
  }
  if (from.kind === 'server' && to.kind === 'server') return brokenServerRule(from, to);
  if (from.kind === 'server') {
    return to.kind === 'server' || /^src\/api\/(?:schemas|wire)(?:\/|$)/.test(toRel)
      ? null
      : 'server/ may import only server/ and src/api/schemas/, src/api/wire/';
  }
  if (from.kind !== 'layer') return null; // a file outside the layers is reported once, not per import
  // Stylesheets and images in src/ are not modules of a layer; an extension-less path is code not yet written.
  if (toRel.startsWith('src/') && ANY_EXT.test(toRel) && !CODE_EXT.test(toRel)) return null;
  if (to.kind === 'layer') {
    if (LAYER_COLUMN[to.layer] > LAYER_COLUMN[from.layer]) {
      return `${from.layer} may not import ${to.layer} (imports flow ${FLOW})`;
    }
    if (from.layer === 'features' && to.layer === 'features') return brokenFeatureRule(from.area, to.area);
    return null;
  }
  if (to.kind === 'test-support') {
    return /\.test\.tsx?$/.test(fromRel) ? null : 'only *.test.ts(x) files may import src/test-support/';
  }
  if (to.kind === 'entry') return 'nothing imports src/main.tsx';
  if (to.kind === 'server') return 'src/ may not import server/ (share wire shapes through src/api/schemas)';
  if (to.kind === 'sw-protocol') {
    return from.layer === 'offline' ? null : 'only src/offline may import the worker protocol sw/protocol.ts';
  }
  return `${toRel} is outside the layers (${FLOW})`;
}

/** Why a file may not be where it is (outside every layer), or null. */
export function misplacedFile(rel) {
  const zone = zoneOf(rel);
  if (zone.kind === 'outside' && rel.startsWith('src/') && !rel.endsWith('.d.ts')) {
    return `src/ files belong in a layer (${FLOW})`;
  }
  if (zone.kind === 'server' && zone.layer === undefined) {
    const folder = rel.split('/').slice(0, 2).join('/');
    return `${folder}/ is not a server layer (${SERVER_FLOW})`;
  }
  return null;
}

/** Whether a file may call `.prepare(` / `cachedStatement(`: all but server/ modules outside SQL_FOLDERS. */
export function mayRunSql(rel) {
  const zone = zoneOf(rel);
  return zone.kind !== 'server' || zone.layer === 'tests' || SQL_FOLDERS.has(zone.layer);
}
