import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import type { Mailer } from '../http/app-env.ts';
import { DATABASE_FILE } from '../secrets/data-files.ts';
import { openInstallDatabase } from '../secrets/open-install.ts';
import { freshDataDir, runScript, startServer, stopAll } from '../testing/start-server.ts';

/**
 * A production install (DEMO_MODE=0) used to seed the demo organisation on its first start, with
 * demo@example.com and three more demo users as live accounts. Now it seeds nothing and says what to
 * run; `npm run setup` (server/setup.ts) creates the organisation and its first members, and only
 * they can sign in.
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

/** The app on the install's database, outside demo mode, with the codes it would e-mail. */
function productionApp(dataDir: string) {
  const { db } = openInstallDatabase({ dataDir, secretsKey: null });
  const mailed: { to: string; code: string }[] = [];
  const mailer: Mailer = {
    destination: 'a test mailbox',
    sendCode: async (to, code) => void mailed.push({ to, code }),
  };
  const config = readConfig(PRODUCTION);
  const app = createApp({ db, config, log: { info: () => {}, error: () => {} }, mailer });
  const post = (path: string, body: unknown) =>
    app.request(`http://127.0.0.1:4173/api/public/auth/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  return { db, mailed, post };
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
