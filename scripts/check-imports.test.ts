/** Runs the import-direction check on small temporary trees. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

interface Violation {
  file: string;
  line: number;
  specifier: string;
  rule: string;
}
interface Cycle {
  cycle: string[];
  line: number;
  specifier: string;
}
interface CheckImports {
  checkImports: (root: string) => {
    files: number;
    violations: Violation[];
    cycles: Cycle[];
  };
  findImports: (text: string) => { specifier: string; line: number }[];
}

const SCRIPT = fileURLToPath(new URL('./check-imports.mjs', import.meta.url));
const CYCLES = fileURLToPath(new URL('./import-cycles.mjs', import.meta.url));
// A plain-JS script without type declarations: import it by a computed path and state its shape here.
const { checkImports, findImports } = (await import(SCRIPT)) as CheckImports;
const { stronglyConnected } = (await import(CYCLES)) as {
  stronglyConnected: (graph: Map<string, Set<string>>) => string[][];
};

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A throwaway repository with these files (path → source). */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'check-imports-'));
  roots.push(root);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  return root;
}

const violationsOf = (files: Record<string, string>) => checkImports(tree(files)).violations;

describe('allowed imports', () => {
  it('lets each layer import its own column and those to its left', () => {
    const files = {
      'src/lib/pagination.ts': "import { PAGE_SIZE_MAX } from '../api/schemas/envelope.ts';\n",
      'src/api/schemas/envelope.ts': 'export const PAGE_SIZE_MAX = 100;\n',
      'src/theme/tokens.ts': 'export const tokens = {};\n',
      'src/components/ui/button.tsx':
        "import { css } from 'styled-system/css';\nimport '../../lib/format';\n",
      'styled-system/css/index.mjs': 'export const css = () => "";\n',
      'src/offline/persistence.ts': "import { toaster } from '../components/ui/toaster.ts';\n",
      'src/offline/bridge.ts': "import type { Message } from '../../sw/protocol.ts';\n",
      'sw/protocol.ts': 'export type Message = string;\n',
      'src/components/ui/toaster.ts': "import '../../offline/persistence.ts';\n",
      'src/features/auth/session.ts': "import { authApi } from '../../api/endpoints/auth';\n",
      'src/features/destinations/queries.ts': [
        "import { session } from '../auth/session.ts';",
        "import { helper } from './helper';",
        "import logo from '../../assets/logo.svg';",
      ].join('\n'),
      'src/routes/_authed/destinations/index.tsx': "import '../../../features/destinations/queries.ts';\n",
      'src/routeTree.gen.ts': "import './routes/_authed/destinations/index.tsx';\n",
      'src/app/router.ts': "import { routeTree } from '../routeTree.gen';\n",
      'src/main.tsx': "import './app/router.ts';\nimport '../server/main.ts';\nimport './index.css';\n",
      'src/vite-env.d.ts': '/// <reference types="vite/client" />\n',
      'server/main.ts':
        "import { envelope } from '../src/api/schemas/envelope.ts';\nimport './routes/auth.ts';\n",
      'server/routes/auth.ts':
        "import { Hono } from 'hono';\nimport * as schemas from '../../src/api/schemas';\n",
    };
    const result = checkImports(tree(files));
    expect(result.violations).toEqual([]);
    expect(result.files).toBe(17); // sw/protocol.ts is read too
  });

  it('lets server layers import lower ones, tests import anything, and SQL run in store, db and auth', () => {
    const files = {
      'server/main.ts': "import './app.ts';\nimport './runner/engine.ts';\nimport './db/seed/index.ts';\n",
      'server/app.ts': "import './routes/things.ts';\nimport './config.ts';\n",
      'server/config.ts': 'export const config = {};\n',
      'server/routes/things.ts': "import '../runner/engine.ts';\nimport '../auth/session.ts';\n",
      'server/runner/engine.ts': "import '../store/things.ts';\nimport '../egress/egress.ts';\n",
      'server/egress/egress.ts': "import '../config.ts';\n",
      'server/auth/session.ts': "import '../http/envelope.ts';\nconst s = db.prepare('SELECT 1');\n",
      'server/forms/form.ts': "import '../store/things.ts';\n",
      'server/store/things.ts': "import '../secrets/box.ts';\nconst s = db.prepare('SELECT 1');\n",
      'server/db/seed/index.ts':
        "import '../../http/envelope.ts';\nimport '../connection.ts';\nimport '../../runner/vocabulary/prng.ts';\n",
      'server/runner/vocabulary/prng.ts': "import type { X } from '../../../src/api/schemas/x.ts';\n",
      'server/http/envelope.ts': "import '../db/connection.ts';\n",
      'server/secrets/box.ts': "import '../db/connection.ts';\n",
      'server/db/connection.ts': "const s = db.prepare('SELECT 1');\n",
      'server/testing/fixtures.ts': "import '../routes/things.ts';\nconst s = db.prepare('SELECT 1');\n",
      'server/runner/engine.test.ts': "import '../testing/fixtures.ts';\nconst s = db.prepare('SELECT 1');\n",
      'server/routes/comment.ts': "// db.prepare('SELECT 1') is not SQL here\n",
      'sw/sw.ts': "import './caching.ts';\nimport '../src/offline/storage-names.ts';\n",
      'sw/caching.ts': 'export const c = 1;\n',
    };
    expect(checkImports(tree(files)).violations).toEqual([]);
  });
});

describe('features that join areas', () => {
  it('may import areas and the joining features listed before them', () => {
    const files = {
      'src/features/destinations/queries.ts': "import { session } from '../auth/session.ts';\n",
      'src/features/auth/session.ts': 'export const session = 1;\n',
      'src/features/on-call/keep.ts': "import '../destinations/queries.ts';\n",
      'src/features/search/documents.ts':
        "import '../on-call/keep.ts';\nimport '../destinations/queries.ts';\n",
    };
    expect(checkImports(tree(files)).violations).toEqual([]);
  });
});

describe('forbidden imports', () => {
  it.each([
    ['src/lib/a.ts', "import { Button } from '../components/ui/button';", 'lib may not import components'],
    [
      'src/api/http.ts',
      "import { session } from '../features/auth/session.ts';",
      'api may not import features',
    ],
    ['src/components/x.tsx', "import { q } from '../features/destinations/queries';", 'components may not'],
    ['src/offline/x.ts', "import { Route } from '../routes/__root.tsx';", 'offline may not import routes'],
    [
      'src/features/auth/x.ts',
      "import { R } from '../../routes/__root.tsx';",
      'features may not import routes',
    ],
    ['src/routes/__root.tsx', "import { shell } from '../app/shell.tsx';", 'routes may not import app'],
    [
      'src/features/overview/x.ts',
      "import { q } from '../destinations/queries.ts';",
      'features/overview may not import features/destinations (only features/auth is shared)',
    ],
    [
      'src/features/overview/x.ts',
      "import { keep } from '../on-call/alert-keeping.ts';",
      'features/overview may not import features/on-call (it joins areas',
    ],
    [
      'src/features/on-call/x.ts',
      "import { index } from '../search/search-index.ts';",
      'features/on-call may not import features/search (a joining feature imports only those before it',
    ],
    [
      'src/features/x/y.ts',
      "import { seed } from '../../../server/db/seed.ts';",
      'src/ may not import server/',
    ],
    ['src/app/x.ts', "import '../main.tsx';", 'nothing imports src/main.tsx'],
    ['src/components/x.ts', "import type { M } from '../../sw/protocol.ts';", 'only src/offline may import'],
    ['src/lib/x.ts', "import config from '../../vite.config.ts';", 'vite.config.ts is outside the layers'],
    ['src/features/x/y.tsx', "import { render } from '../../test-support/render.tsx';", 'only *.test.ts(x)'],
    [
      'server/routes/x.ts',
      "import { request } from '../../src/api/http.ts';",
      'server/ may import only server/ and src/api/schemas/',
    ],
    ['server/x.ts', "import { css } from 'styled-system/css';", 'server/ may import only'],
    ['server/store/x.ts', "import { f } from '../forms/f.ts';", 'server store may not import forms'],
    ['server/http/x.ts', "import type { S } from '../auth/sessions.ts';", 'server http may not import auth'],
    ['server/auth/x.ts', "import { f } from '../forms/f.ts';", 'auth may not import forms (same column'],
    [
      'server/db/seed/x.ts',
      "import { h } from '../../auth/hashing.ts';",
      'server db/seed may not import auth',
    ],
    ['server/db/x.ts', "import { s } from './seed/index.ts';", 'server db may not import db/seed'],
    [
      'server/runner/vocabulary/x.ts',
      "import { s } from '../../store/things.ts';",
      'server runner/vocabulary may not import store',
    ],
    [
      'server/routes/x.ts',
      "import { f } from '../testing/fixtures.ts';",
      'only tests import server/testing/',
    ],
    ['server/runner/x.ts', "import { t } from './x.test.ts';", 'only tests import'],
    ['server/runner/x.ts', "const row = db.prepare('SELECT 1').get();", 'SQL belongs in server/store/'],
    [
      'server/routes/x.ts',
      "const row = cachedStatement(db, 'SELECT 1').get();",
      'SQL belongs in server/store/',
    ],
    [
      'sw/x.ts',
      "import { a } from '../src/offline/bridge.ts';",
      'sw/ may import only sw/ and src/offline/storage-names.ts',
    ],
  ])('%s: %s', (file, source, rule) => {
    const violations = violationsOf({ [file]: `// why\n${source}\n` });
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ file, line: 2 });
    expect(violations[0]?.rule).toContain(rule);
  });

  it('lets server/ share the form wire module src/api/wire/', () => {
    expect(
      violationsOf({ 'server/x.ts': "import { fieldPath } from '../src/api/wire/field-paths.ts';\n" }),
    ).toEqual([]);
  });

  it('keeps the offline snapshot parts, but not their tests, from importing their entry point', () => {
    const files = {
      'src/offline/persistence.ts': "import './snapshot/activation.ts';\n",
      'src/offline/snapshot/activation.ts': "import '../persistence.ts';\nimport '../db.ts';\n",
      'src/offline/db.ts': 'export {};\n',
      'src/offline/snapshot/activation.test.ts': "import '../persistence.ts';\n",
    };
    expect(violationsOf(files)).toEqual([
      expect.objectContaining({ file: 'src/offline/snapshot/activation.ts', specifier: '../persistence.ts' }),
    ]);
  });

  it('lets test files, and only them, import src/test-support/', () => {
    const files = {
      'src/test-support/render.tsx': "import { request } from '../api/http.ts';\n",
      'src/features/x/y.test.tsx': "import { render } from '../../test-support/render.tsx';\n",
    };
    expect(violationsOf(files)).toEqual([]);
  });

  it('puts every src/ file in a layer', () => {
    expect(violationsOf({ 'src/helpers.ts': 'export const x = 1;\n' })).toEqual([
      { file: 'src/helpers.ts', line: 1, specifier: '', rule: expect.stringContaining('belong in a layer') },
    ]);
  });

  it('puts every server/ folder in a server layer', () => {
    expect(violationsOf({ 'server/misc/x.ts': 'export const x = 1;\n' })).toEqual([
      {
        file: 'server/misc/x.ts',
        line: 1,
        specifier: '',
        rule: expect.stringContaining('not a server layer'),
      },
    ]);
  });

  it('checks imports of files that do not exist yet by their path', () => {
    const violations = violationsOf({ 'src/lib/a.ts': "import { x } from '../features/later';\n" });
    expect(violations[0]?.rule).toContain('lib may not import features');
  });
});

describe('reading imports', () => {
  it('finds every import form with the line its statement starts on', () => {
    const source = [
      "import a from './a';", // 1
      'import {', // 2
      '  b,',
      '  type C,',
      "} from './b.ts';",
      "import type { D } from './d';", // 6
      "export * from './e';", // 7
      "export { f } from './f';", // 8
      "import './side-effect.css';", // 9
      "const g = await import('./g');", // 10
      "type H = import('./h').H;", // 11
      'const lazy = () => import(`./i`);', // 12
    ].join('\n');
    expect(findImports(source)).toEqual([
      { specifier: './a', line: 1 },
      { specifier: './b.ts', line: 2 },
      { specifier: './d', line: 6 },
      { specifier: './e', line: 7 },
      { specifier: './f', line: 8 },
      { specifier: './side-effect.css', line: 9 },
      { specifier: './g', line: 10 },
      { specifier: './h', line: 11 },
      { specifier: './i', line: 12 },
    ]);
  });

  it('ignores imports in comments but not after strings or regexes that look like comments', () => {
    const source = [
      "// import x from '../features/a';",
      '/* import y from "../features/b";',
      "   import('../features/c') */",
      "const url = 'https://example.com/*';",
      "import z from './z';",
      'const re = /^https?:\\/\\//;',
      "const w = () => import('./w');",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: this is source text holding a template literal
      'const t = `// ${"/*"} not a comment`;',
      "import v from './v';",
    ].join('\n');
    expect(findImports(source).map((i) => i.specifier)).toEqual(['./z', './w', './v']);
  });
});

describe('import cycles', () => {
  const cyclesOf = (files: Record<string, string>) => checkImports(tree(files)).cycles;

  it('refuses a cycle of static imports, from where its first file imports the next', () => {
    const files = {
      'src/lib/a.ts': "export const a = 1;\nimport { b } from './b.ts';\n",
      'src/lib/b.ts': "import { c } from './c.ts';\n",
      'src/lib/c.ts': "import { a } from './a.ts';\n",
    };
    expect(cyclesOf(files)).toEqual([
      {
        cycle: ['src/lib/a.ts', 'src/lib/b.ts', 'src/lib/c.ts', 'src/lib/a.ts'],
        line: 2,
        specifier: './b.ts',
      },
    ]);
  });

  it('counts side-effect imports, re-exports and dynamic imports, in server/ and sw/ too', () => {
    const files = {
      'server/store/a.ts': "import './b.ts';\n",
      'server/store/b.ts': "export { a } from './a.ts';\n",
      'sw/a.ts': "const b = () => import('./b.ts');\n",
      'sw/b.ts': "import './a.ts';\n",
      'src/lib/self.ts': "import './self.ts';\n",
    };
    expect(cyclesOf(files).map((c) => c.cycle)).toEqual([
      ['server/store/a.ts', 'server/store/b.ts', 'server/store/a.ts'],
      ['src/lib/self.ts', 'src/lib/self.ts'],
      ['sw/a.ts', 'sw/b.ts', 'sw/a.ts'],
    ]);
  });

  it('refuses a circle of types too: its files still go together', () => {
    const files = {
      'src/lib/a.ts': "import type { B } from './b.ts';\nexport const a = 1;\n",
      'src/lib/b.ts': "import { a } from './a.ts';\nexport type B = typeof a;\n",
      'src/lib/c.ts': "import { type D } from './d.ts';\nexport const c = 1;\n",
      'src/lib/d.ts': "import { c } from './c.ts';\nexport type D = typeof import('./c.ts');\n",
    };
    expect(cyclesOf(files).map((c) => c.cycle)).toEqual([
      ['src/lib/a.ts', 'src/lib/b.ts', 'src/lib/a.ts'],
      ['src/lib/c.ts', 'src/lib/d.ts', 'src/lib/c.ts'],
    ]);
  });

  it('names every file of a tangle on some cycle', () => {
    const files = {
      'src/lib/a.ts': "import './b.ts';\nimport './c.ts';\n",
      'src/lib/b.ts': "import './a.ts';\n",
      'src/lib/c.ts': "import './d.ts';\n",
      'src/lib/d.ts': "import './a.ts';\n",
      'src/lib/e.ts': "import './a.ts';\n", // imports into the tangle, not part of it
    };
    expect(cyclesOf(files).map((c) => c.cycle)).toEqual([
      ['src/lib/a.ts', 'src/lib/b.ts', 'src/lib/a.ts'],
      ['src/lib/c.ts', 'src/lib/d.ts', 'src/lib/a.ts', 'src/lib/c.ts'],
    ]);
  });
});

describe('strongly connected components', () => {
  const graph = (edges: Record<string, string[]>) =>
    new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

  it('finds each component with a cycle, and no acyclic one', () => {
    const components = stronglyConnected(
      graph({ a: ['b'], b: ['c'], c: ['a', 'd'], d: ['e'], e: ['d'], f: ['a'], g: ['g'], h: [] }),
    );
    expect(components).toEqual([['a', 'b', 'c'], ['d', 'e'], ['g']]);
  });

  it('walks a long chain without running out of stack', () => {
    const edges: Record<string, string[]> = {};
    for (let i = 0; i < 20_000; i++) edges[`n${i}`] = [`n${i + 1}`];
    edges.n20000 = ['n0'];
    expect(stronglyConnected(graph(edges))[0]).toHaveLength(20_001);
  });
});

describe('the command', () => {
  const run = (root: string) => spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });

  it('exits 0 when imports flow one way', () => {
    const result = run(tree({ 'src/features/a/x.ts': "import '../../lib/time.ts';\n" }));
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('imports flow one way');
  });

  it('exits 1 and lists file:line and the broken rule', () => {
    const result = run(
      tree({
        'src/lib/time.ts': "\n\nimport { x } from '../features/a/x.ts';\n",
        'src/features/a/x.ts': "import '../b/y.ts';\n",
      }),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "src/features/a/x.ts:1: '../b/y.ts': features/a may not import features/b",
    );
    expect(result.stderr).toContain("src/lib/time.ts:3: '../features/a/x.ts': lib may not import features");
    expect(result.stderr).toContain('2 import(s) break the layer directions');
  });

  it('exits 1 and prints each import cycle as a path', () => {
    const result = run(
      tree({ 'server/store/a.ts': "import './b.ts';\n", 'server/store/b.ts': "\nimport './a.ts';\n" }),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "server/store/a.ts:1: './b.ts': import cycle server/store/a.ts → server/store/b.ts → server/store/a.ts",
    );
    expect(result.stderr).toContain('1 import cycle(s)');
  });
});
