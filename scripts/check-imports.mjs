#!/usr/bin/env node
/**
 * Keeps imports flowing one way (ARCHITECTURE.md "The house"):
 *   lib, api, theme → components, offline → features → routes → app
 * A layer imports from its own column or columns to its left; features/<a> imports no other feature but
 * features/auth; src/main.tsx may import anything; server/ imports only server/, src/api/schemas/ and
 * src/api/wire/ (one definition of every wire shape and form field path). styled-system/ is generated
 * from the theme, so it counts as theme; sw/protocol.ts is the typed worker protocol, shared with
 * src/offline only.
 *
 * The reference server has its own layers (README "Architecture"), lowest first:
 *   config.ts, docs → db → secrets → http → store, db/seed → auth, forms, egress → runner → routes → app.ts → main.ts
 * db: connection, migrations, statement helpers; secrets: sealing at rest and token hashing; http: the
 * wire plumbing every layer shares (envelope and HttpError, paging requests, AppDeps); store: every
 * table's SQL; db/seed: the demo data; auth, forms, egress: sign-in, the destination/source forms,
 * outbound requests; runner: the transfer engine and webhook deliveries; routes: the API; app.ts builds
 * the app and main.ts starts it. A module imports its own folder or a lower column, never a folder of
 * its own column. Tests (*.test.ts) and server/testing/ (fixtures, the test app, the test receiver) may
 * import any server module; no other module imports them. SQL lives in server/store/: `.prepare(` and
 * `cachedStatement(` appear only there, in server/db/ and in server/auth/ (its sessions and codes), tests
 * aside.
 *
 * sw/ (the service worker) imports only sw/ and src/offline/storage-names.ts (the cache names it
 * shares with the page).
 * src/test-support/ holds the unit tests' helpers: only *.test.ts(x) files may import it, so no app code
 * ships it.
 *
 * Plain Node, no dependencies: comments are blanked by a small scanner (strings, templates and regex
 * literals are skipped so '//' inside them is not a comment), then static, side-effect, dynamic and
 * type-position `import('…')` specifiers are read. Packages are not checked.
 *
 * Usage: node scripts/check-imports.mjs [root]   (exit 1 and one line per broken import)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Column of each server/ layer (folder, db/seed, or top-level file); the same rule as LAYER_COLUMN. */
export const SERVER_COLUMN = {
  config: 0,
  docs: 0,
  db: 1,
  secrets: 2,
  http: 3,
  store: 4,
  seed: 4,
  auth: 5,
  forms: 5,
  egress: 5,
  runner: 6,
  routes: 7,
  app: 8,
  main: 9,
};
const SERVER_FLOW =
  'config.ts, docs → db → secrets → http → store, db/seed → auth, forms, egress → runner → routes → app.ts → main.ts';
/** Folders whose modules may run SQL (everything else asks server/store/). */
const SQL_FOLDERS = new Set(['store', 'db', 'seed', 'auth']);
const SQL_CALL = /\.prepare\(|\bcachedStatement\(/g;
/** What sw/ may import outside sw/. */
const SW_SHARED = new Set(['src/offline/storage-names.ts']);
const CODE_EXT = /\.(?:[cm]?[jt]sx?)$/;
const ANY_EXT = /\.[a-z0-9]+$/i;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.d.ts', '.js', '.mjs', '/index.ts', '/index.tsx'];
/** Words after which '/' starts a regex literal rather than dividing. */
const REGEX_KEYWORDS = new Set(
  'return typeof case do else in of new delete void throw instanceof yield await'.split(' '),
);

/** The text with every comment replaced by spaces (newlines kept), so indexes and lines still match. */
export function blankComments(text) {
  const out = text.split('');
  let i = 0;
  let regexMayStart = true; // false right after a value, where '/' divides
  const blank = (from, to) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  const skipQuoted = (q) => {
    for (i++; i < text.length && text[i] !== q && text[i] !== '\n'; i++) if (text[i] === '\\') i++;
    i++;
  };
  const skipTemplate = () => {
    for (i++; i < text.length && text[i] !== '`'; i++) {
      if (text[i] === '\\') i++;
      else if (text[i] === '$' && text[i + 1] === '{') {
        i += 2;
        scan(true);
      }
    }
    i++;
  };
  const skipRegex = () => {
    let inClass = false;
    for (let k = i + 1; k < text.length && text[k] !== '\n'; k++) {
      if (text[k] === '\\') k++;
      else if (text[k] === '[') inClass = true;
      else if (text[k] === ']') inClass = false;
      else if (text[k] === '/' && !inClass) {
        i = k + 1;
        return true;
      }
    }
    return false; // no closing slash on the line: it was a division after all
  };
  function scan(untilBrace) {
    let depth = 0;
    while (i < text.length) {
      const c = text[i];
      const d = text[i + 1];
      if (c === '/' && d === '/') {
        const end = text.indexOf('\n', i);
        blank(i, end === -1 ? text.length : end);
        i = end === -1 ? text.length : end;
      } else if (c === '/' && d === '*') {
        const end = text.indexOf('*/', i + 2);
        blank(i, end === -1 ? text.length : end + 2);
        i = end === -1 ? text.length : end + 2;
      } else if (c === '"' || c === "'") {
        skipQuoted(c);
        regexMayStart = false;
      } else if (c === '`') {
        skipTemplate();
        regexMayStart = false;
      } else if (c === '/' && regexMayStart && skipRegex()) {
        regexMayStart = false;
      } else if (/[\w$]/.test(c)) {
        const word = /^[\w$]+/.exec(text.slice(i, i + 64))[0];
        i += word.length;
        regexMayStart = REGEX_KEYWORDS.has(word);
      } else {
        if (untilBrace && c === '}' && depth-- === 0) return;
        if (untilBrace && c === '{') depth++;
        if (!/\s/.test(c)) regexMayStart = !')]'.includes(c);
        i++;
      }
    }
  }
  scan(false);
  return out.join('');
}

const IMPORT_PATTERNS = [
  /^[ \t]*(?:import|export)\b[\w\s{},*$]*?\bfrom\s*(['"])([^'"\n]+)\1/gm, // import … from, export … from
  /^[ \t]*import\s*(['"])([^'"\n]+)\1/gm, // import './side-effect'
  /\bimport\s*\(\s*(['"`])([^'"`\n]+)\1\s*[,)]/g, // import('…'), also in type positions
];

/** Every module specifier in the source, with the 1-based line where its statement starts. */
export function findImports(text) {
  const code = blankComments(text);
  const found = [];
  for (const pattern of IMPORT_PATTERNS) {
    for (const m of code.matchAll(pattern)) {
      const start = m.index + (m[0].length - m[0].trimStart().length);
      found.push({ specifier: m[2], line: code.slice(0, start).split('\n').length });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

const toPosix = (p) => p.split(path.sep).join('/');

/** Where a specifier points, relative to root; null for packages (not checked). */
function resolveTarget(root, fromFile, specifier) {
  const bare = specifier.replace(/[?#].*$/, '');
  let abs;
  if (bare.startsWith('./') || bare.startsWith('../')) abs = path.resolve(path.dirname(fromFile), bare);
  else if (bare === 'styled-system' || bare.startsWith('styled-system/')) abs = path.join(root, bare);
  else return null;
  const hit = RESOLVE_SUFFIXES.map((s) => abs + s).find((p) => existsSync(p) && statSync(p).isFile());
  return toPosix(path.relative(root, hit ?? abs));
}

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
  return parts[1] in SERVER_COLUMN ? parts[1] : undefined;
}

const serverLayerName = (layer) =>
  layer === 'seed' ? 'db/seed' : ['config', 'app', 'main'].includes(layer) ? `${layer}.ts` : layer;

/** Why a server/ module may not import another server/ module, or null. */
function brokenServerRule(from, to) {
  if (from.layer === 'tests' || from.layer === undefined) return null;
  if (to.layer === 'tests') return 'only tests import server/testing/ and *.test.ts files';
  if (to.layer === undefined || from.layer === to.layer) return null;
  if (SERVER_COLUMN[to.layer] < SERVER_COLUMN[from.layer]) return null;
  const why = SERVER_COLUMN[to.layer] === SERVER_COLUMN[from.layer] ? 'same column' : 'a higher layer';
  return `server ${serverLayerName(from.layer)} may not import ${serverLayerName(to.layer)} (${why}; server imports flow ${SERVER_FLOW})`;
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
    if (from.layer === 'features' && to.layer === 'features' && from.area !== to.area && to.area !== 'auth') {
      return `features/${from.area} may not import features/${to.area} (only features/auth is shared)`;
    }
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

function listSources(root, dir, ext) {
  const abs = path.join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && ext.test(e.name))
    .map((e) => toPosix(path.relative(root, path.join(e.parentPath ?? e.path, e.name))))
    .filter((rel) => !rel.split('/').some((part) => part === 'node_modules' || part.startsWith('.')))
    .sort();
}

/** Lines (1-based) of `.prepare(` / `cachedStatement(` calls outside comments. */
export function findSqlCalls(text) {
  const code = blankComments(text);
  return [...code.matchAll(SQL_CALL)].map((m) => code.slice(0, m.index).split('\n').length);
}

/** Checks src/, server/ and sw/ (*.ts, *.tsx) under root; returns what was read and what is broken. */
export function checkImports(root) {
  const files = [
    ...listSources(root, 'src', /\.tsx?$/),
    ...listSources(root, 'server', /\.ts$/),
    ...listSources(root, 'sw', /\.ts$/),
  ];
  const violations = [];
  for (const rel of files) {
    const zone = zoneOf(rel);
    if (zone.kind === 'outside' && rel.startsWith('src/') && !rel.endsWith('.d.ts')) {
      violations.push({ file: rel, line: 1, specifier: '', rule: `src/ files belong in a layer (${FLOW})` });
      continue;
    }
    const text = readFileSync(path.join(root, rel), 'utf8');
    if (zone.kind === 'server' && zone.layer === undefined) {
      const folder = rel.split('/').slice(0, 2).join('/');
      violations.push({
        file: rel,
        line: 1,
        specifier: '',
        rule: `${folder}/ is not a server layer (${SERVER_FLOW})`,
      });
      continue;
    }
    if (zone.kind === 'server' && zone.layer !== 'tests' && !SQL_FOLDERS.has(zone.layer)) {
      for (const line of findSqlCalls(text)) {
        const rule =
          'SQL belongs in server/store/ (.prepare( only in server/store/, server/db/, server/auth/)';
        violations.push({ file: rel, line, specifier: '', rule });
      }
    }
    for (const { specifier, line } of findImports(text)) {
      const target = resolveTarget(root, path.join(root, rel), specifier);
      const rule = target === null ? null : brokenRule(rel, target);
      if (rule) violations.push({ file: rel, line, specifier, rule });
    }
  }
  return { files: files.length, violations };
}

export const formatViolation = (v) =>
  `${v.file}:${v.line}: ${v.specifier ? `'${v.specifier}': ` : ''}${v.rule}`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const { files, violations } = checkImports(root);
  for (const v of violations) console.error(formatViolation(v));
  if (violations.length > 0) {
    console.error(`check-imports: ${violations.length} import(s) break the layer directions.`);
    process.exit(1);
  }
  console.log(`check-imports: ${files} files, imports flow one way.`);
}
