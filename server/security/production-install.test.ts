import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { APP_USER_EMAILS, DEMO_EMAIL } from '../db/seed/organization.ts';
import type { Mailer } from '../http/app-env.ts';
import { DATABASE_FILE } from '../secrets/data-files.ts';
import { openInstallDatabase } from '../secrets/open-install.ts';
import { freshDataDir, runScript, startServer, stopAll } from '../testing/start-server.ts';
import { sessionCookie } from '../testing/test-app.ts';

/**
 * A production install (DEMO_MODE=0) used to seed the demo organisation on its first start, with
 * demo@example.com and three more demo users as live accounts. Now it seeds nothing and says what to
 * run; `npm run setup` (server/setup.ts) creates the organisation and its first members, and only
 * they can sign in. A data directory a demo start seeded, restarted with DEMO_MODE=0, kept the demo
 * organisation and its users live without a word: that start is now refused, saying how to
 * start clean or remove the demo organisation (`npm run setup -- --remove-demo`).
 */
afterEach(stopAll);

const PRODUCTION = { DEMO_MODE: '0', SMTP_URL: 'smtp://127.0.0.1:9' };
const setup = (dataDir: string, args: string[]) => runScript('server/setup.ts', args, { DATA_DIR: dataDir });
const countIn = (dataDir: string, table: string) => {
  const db = openDatabase(join(dataDir, DATABASE_FILE));
  try {
    return db.prepare(`SELECT count(*) FROM ${table}`).pluck().get();
  } finally {
    db.close();
  }
};

/** The app on the install's database, outside demo mode (or in it), with the codes it would e-mail. */
function productionApp(dataDir: string, env: Record<string, string> = PRODUCTION) {
  const { db } = openInstallDatabase({ dataDir, secretsKey: null });
  const mailed: { to: string; code: string }[] = [];
  const mailer: Mailer = {
    destination: 'a test mailbox',
    sendCode: async (to, code) => void mailed.push({ to, code }),
  };
  const config = readConfig(env);
  const app = createApp({ db, config, log: { info: () => {}, error: () => {} }, mailer });
  const post = (path: string, body: unknown) =>
    app.request(`http://127.0.0.1:4173/api/public/auth/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const get = (path: string, cookie: string) =>
    app.request(`http://127.0.0.1:4173/api${path}`, { headers: { Cookie: cookie } });
  return { db, mailed, post, get };
}

describe('a production install', () => {
  it('seeds no demo organisation or users on its first start, and says what to run', {
    timeout: 30_000,
  }, async () => {
    const dataDir = freshDataDir();
    const { output } = await startServer({ ...PRODUCTION, DATA_DIR: dataDir });
    expect(output).toContain('Console running at');
    expect(output).not.toContain('Seeded');
    expect(output).toContain('No organisation yet, so nobody can sign in.');
    expect(output).toContain('npm run setup -- --org');
    expect(countIn(dataDir, 'organizations')).toBe(0);
    expect(countIn(dataDir, 'app_users')).toBe(0);
    expect(countIn(dataDir, 'destinations')).toBe(0);
    expect(countIn(dataDir, 'webhooks')).toBe(0);
  });

  it('npm run setup creates the organisation and its first members; only they sign in', {
    timeout: 60_000,
  }, async () => {
    const dataDir = freshDataDir();
    await startServer({ ...PRODUCTION, DATA_DIR: dataDir });
    const created = await setup(dataDir, [
      '--org',
      'Acme Freight',
      '--member',
      'alice@acme.example',
      '--member',
      'Bob@Acme.example',
    ]);
    expect(created.code, created.output).toBe(0);
    expect(created.output).toContain('Created the organisation "Acme Freight" (acme-freight)');

    // Once there is an organisation, --org is refused and --member alone adds to it.
    const again = await setup(dataDir, ['--org', 'Other', '--member', 'eve@acme.example']);
    expect(again.code).not.toBe(0);
    expect(again.output).toContain('already has the organisation "Acme Freight"');
    const added = await setup(dataDir, ['--member', 'carol@acme.example', '--member', 'alice@acme.example']);
    expect(added.code, added.output).toBe(0);
    expect(added.output).toContain('alice@acme.example is already a member.');

    const restarted = await startServer({ ...PRODUCTION, DATA_DIR: dataDir });
    expect(restarted.output).toContain('Console running at');
    expect(restarted.output).not.toContain('No organisation yet');
    expect(restarted.output).not.toContain('Seeded');

    const { db, mailed, post } = productionApp(dataDir);
    const members = db.prepare('SELECT email FROM app_users ORDER BY email').pluck().all();
    expect(members).toEqual(['alice@acme.example', 'bob@acme.example', 'carol@acme.example']);
    expect(db.prepare('SELECT name FROM organizations').pluck().all()).toEqual(['Acme Freight']);

    const demo = await post('passwordless-login', { email: 'demo@example.com' });
    expect(demo.status).toBe(403);
    expect(mailed).toEqual([]);
    expect((await post('passwordless-login', { email: 'alice@acme.example' })).status).toBe(200);
    const code = mailed.at(-1)?.code;
    const signedIn = await post('validate-passwordless-code', { email: 'alice@acme.example', code });
    expect(signedIn.status).toBe(200);
    db.close();
  });

  it('npm run setup refuses what it cannot use, naming it', { timeout: 30_000 }, async () => {
    const dataDir = freshDataDir();
    const noOrg = await setup(dataDir, ['--member', 'alice@acme.example']);
    expect(noOrg.code).not.toBe(0);
    expect(noOrg.output).toContain('has no organisation yet: name it with --org.');
    const notEmail = await setup(dataDir, ['--org', 'Acme', '--member', 'alice']);
    expect(notEmail.code).not.toBe(0);
    expect(notEmail.output).toContain('--member alice is not an e-mail address.');
    expect(countIn(dataDir, 'organizations')).toBe(0);
  });
});

describe('a data directory a demo start seeded', () => {
  it('DEMO_MODE=0 refuses to start on it, saying how to start clean or remove the demo; after npm run setup -- --remove-demo it starts and no demo user signs in', {
    timeout: 120_000,
  }, async () => {
    const dataDir = freshDataDir();
    const demoStart = await startServer({ DATA_DIR: dataDir });
    expect(demoStart.output).toContain('Seeded default demo data');
    // A demo user signed in on it: a live session.
    const demo = productionApp(dataDir, {});
    expect((await demo.post('passwordless-login', { email: DEMO_EMAIL })).status).toBe(200);
    const code = demo.mailed.at(-1)?.code;
    const signedIn = await demo.post('validate-passwordless-code', { email: DEMO_EMAIL, code });
    expect(signedIn.status).toBe(200);
    const demoCookie = sessionCookie(signedIn.headers);
    expect((await demo.get('/user', demoCookie)).status).toBe(200);
    demo.db.close();

    const refused = await startServer({ ...PRODUCTION, DATA_DIR: dataDir });
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(
      `Cannot start on ${dataDir} with DEMO_MODE=0: it holds the demo organisation (acme-analytics, with ${DEMO_EMAIL}`,
    );
    expect(refused.output).toContain('Start clean with a new, empty DATA_DIR');
    expect(refused.output).toContain('npm run setup -- --remove-demo');
    expect(refused.output).not.toContain('Console running at');
    // Nor does setup add a member to the demo organisation.
    const member = await setup(dataDir, ['--member', 'alice@acme.example']);
    expect(member.code).not.toBe(0);
    expect(member.output).toContain('holds the demo organisation that a demo start seeded');
    expect(countIn(dataDir, 'app_users')).toBe(APP_USER_EMAILS.length);

    const removed = await setup(dataDir, ['--remove-demo']);
    expect(removed.code, removed.output).toBe(0);
    expect(removed.output).toContain(`Removed the demo organisation and everything of it from ${dataDir}`);
    expect(removed.output).toMatch(
      /rows deleted: sessions 1, app_users 4, organizations 1, .*destinations \d+/,
    );
    expect(removed.output).toContain('npm run setup -- --org');
    const db = openDatabase(join(dataDir, DATABASE_FILE));
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .pluck()
      .all() as string[];
    db.close();
    expect(tables.length).toBeGreaterThan(20);
    for (const table of tables.filter((name) => name !== 'schema_migrations')) {
      expect(countIn(dataDir, table), table).toBe(0);
    }
    const again = await setup(dataDir, ['--remove-demo']);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('holds no demo organisation: nothing to remove.');

    const started = await startServer({ ...PRODUCTION, DATA_DIR: dataDir });
    expect(started.output).toContain('Console running at');
    expect(started.output).toContain('No organisation yet');
    const created = await setup(dataDir, ['--org', 'Acme Freight', '--member', 'alice@acme.example']);
    expect(created.code, created.output).toBe(0);

    const { db: install, mailed, post, get } = productionApp(dataDir);
    expect((await get('/user', demoCookie)).status).toBe(401);
    for (const email of APP_USER_EMAILS) {
      expect((await post('passwordless-login', { email })).status, email).toBe(403);
    }
    expect(mailed).toEqual([]);
    expect((await post('passwordless-login', { email: 'alice@acme.example' })).status).toBe(200);
    install.close();
  });
});
