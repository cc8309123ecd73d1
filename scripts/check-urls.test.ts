/** Runs the off-machine URL check on small temporary trees. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

interface Offender {
  file: string;
  line: number;
  url: string;
  host: string;
}
interface CheckUrls {
  checkUrls: (root: string) => { files: number; offenders: Offender[] };
  hostOf: (url: string) => string | null;
  inScope: (rel: string) => boolean;
}

const SCRIPT = fileURLToPath(new URL('./check-urls.mjs', import.meta.url));
// A plain-JS script without type declarations: import it by a computed path and state its shape here.
const { checkUrls, hostOf, inScope } = (await import(SCRIPT)) as CheckUrls;

// This file is scanned too: the off-machine URLs of the fixtures are put together from pieces.
const HTTPS = ['https:', '//'].join('');
const HTTP = ['http:', '//'].join('');
const WS = ['wss:', '//'].join('');

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A throwaway repository with these files (path → text). */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'check-urls-'));
  roots.push(root);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  return root;
}

describe('check-urls', () => {
  it('lets URLs on this machine and reserved names through', () => {
    const text = [
      "const a = 'http://127.0.0.1:4173/api';",
      "const b = 'http://localhost:5173/x';",
      "const c = 'http://[::1]:8080/';",
      "const d = 'https://hooks.partner.example/in';",
      "const e = 'https://db.acme.invalid';",
      "const f = 'http://console.test/login';",
      "const g = 'http://app.localhost/';",
      "const h = 'https://www.example.com/x'; const i = 'https://example.org';",
      "const j = 'ws://127.0.0.1:9229/debug';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of template literals, on purpose
      'const k = `http://127.0.0.1:${port}/hook`; const l = `http://${host}/x`;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of template literals, on purpose
      'const m = `https://${name}.acme.example/in`; const n = `http://console.test${path}`;',
      "const svg = 'http://www.w3.org/2000/svg';",
      "const o = 'http://0x7f000001/';",
    ].join('\n');
    const result = checkUrls(tree({ 'server/routes/a.test.ts': text, 'tests/b.spec.ts': text }));
    expect(result.offenders).toEqual([]);
    expect(result.files).toBe(2);
  });

  it('names each off-machine URL with its file and line', () => {
    const root = tree({
      'server/db/seed/seed-webhooks.ts': `const ok = 'http://127.0.0.1/x';\nconst url = '${HTTPS}hooks.slack.com/services/T0/B0/x';\n`,
      'server/runner/webhooks.test.ts': `\n\nfetch('${HTTPS}events.pagerduty.com/v2/enqueue');\n`,
      'server/testing/fixtures.ts': `export const HOST = \`${HTTPS}minio.\${short}.io\`;\n`,
      'tests/support/docs.ts': `export const DOCS = '${HTTPS}docs.partner.co';\n`,
      'bench/run.ts': `new WebSocket('${WS}stream.partner.io/live');\n`,
      'scripts/a.test.ts': `const metadata = '${HTTP}169.254.169.254/latest/meta-data';\nconst x = '${HTTP}x';\n`,
    });
    const found = checkUrls(root).offenders.map((o) => `${o.file}:${o.line} ${o.host}`);
    expect(found).toEqual([
      'bench/run.ts:1 stream.partner.io',
      'scripts/a.test.ts:1 169.254.169.254',
      'scripts/a.test.ts:2 x',
      'server/db/seed/seed-webhooks.ts:2 hooks.slack.com',
      'server/runner/webhooks.test.ts:3 events.pagerduty.com',
      'server/testing/fixtures.ts:1 *.io',
      'tests/support/docs.ts:1 docs.partner.co',
    ]);
  });

  it('reads only seeds, server tests and test support, journeys, benchmarks and script tests', () => {
    for (const rel of [
      'server/db/seed/vendor-settings/file-stores.ts',
      'server/routes/webhooks.test.ts',
      'server/testing/test-app.ts',
      'tests/webhooks.spec.ts',
      'tests/support/webhooks.ts',
      'bench/options.ts',
      'scripts/check-urls.test.ts',
    ]) {
      expect(inScope(rel), rel).toBe(true);
    }
    for (const rel of [
      'server/routes/webhooks.ts',
      'src/api/schemas/webhook.ts',
      'scripts/check-urls.mjs',
      'scripts/nested/a.test.ts',
      'tests/logo.png',
    ]) {
      expect(inScope(rel), rel).toBe(false);
    }
  });

  it('reads hosts as the URL parser does and skips hosts that are only an expression', () => {
    expect(hostOf('http://user:secret@0x7f000001:80/x')).toBe('127.0.0.1');
    expect(hostOf(`${HTTPS}HOOKS.Partner.CO./x`)).toBe('hooks.partner.co');
    expect(hostOf('http://[::1]:9/')).toBe('[::1]');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a template literal, on purpose
    expect(hostOf('http://${host}:${port}/')).toBeNull();
    expect(hostOf('http://')).toBeNull();
  });

  it('exits 1 and prints file:line for each offender, 0 when clean', () => {
    const bad = tree({ 'tests/a.spec.ts': `await page.goto('${HTTPS}partner.co/login');\n` });
    const failed = spawnSync(process.execPath, [SCRIPT, bad], { encoding: 'utf8' });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('tests/a.spec.ts:1: https');
    expect(failed.stderr).toContain('host partner.co is off this machine');
    const good = tree({ 'tests/a.spec.ts': "await page.goto('http://127.0.0.1:4180/login');\n" });
    const passed = spawnSync(process.execPath, [SCRIPT, good], { encoding: 'utf8' });
    expect(passed.status).toBe(0);
  });
});
