import { createPublicKey, randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WEBHOOK_FIXED_URLS } from '../../src/api/schemas/webhook.ts';
import { SECRET_URLS } from '../../src/api/wire/webhook-url-forms.ts';
import { type Db, openDatabase } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { DATABASE_FILE } from '../secrets/data-files.ts';
import { openInstallDatabase } from '../secrets/open-install.ts';
import { sealExistingSecrets } from '../secrets/seal-existing.ts';
import {
  bindSecretBox,
  createSecretBox,
  openJson,
  openSecret,
  SEALED_PREFIX,
  SecretKeyMismatchError,
} from '../secrets/secret-box.ts';
import { SECRET_COLUMNS } from '../secrets/secret-columns.ts';
import { parseSecretsKey, SECRETS_KEY_FILE } from '../secrets/secrets-key.ts';
import { serverKey, WEBHOOK_SIGNING_KEY } from '../store/server-keys.ts';
import { ensureSshKey } from '../store/ssh-keys.ts';
import { webhookDeliveryTarget, webhookDeliveryTargets } from '../store/webhooks.ts';
import { postgresSource, SOURCE_PASSWORD } from '../testing/source-fixtures.ts';
import { makeTestApp, REFERENCE_MS, seededDatabase } from '../testing/test-app.ts';
import { bindTestSecrets } from '../testing/test-key.ts';

/**
 * Secrets at rest, as an attacker with a copy of DATA_DIR would try them: every
 * secret column is sealed with AES-256-GCM under the install's key, the key and database files are
 * 0600, magic-link tokens and seeded keys differ per install, and a database from before this change
 * is sealed in place at start. Each test fails on the code that stored secrets in clear.
 */
const DESTINATION_PASSWORD = 'dest-pw-7fQx2LmZ9wB';
const NEW_DESTINATION_PASSWORD = 'dest-pw-second-Vn83kD';
const CREDENTIAL_PASSWORD = 'cred-pw-Rt55nWs8jE';
const WEBHOOK_API_KEY = 'hook-key-Mz04bYc6uT';
const OLD_CLEAR_API_KEY = 'old-clear-api-key-Qe92';
const OLD_CLEAR_URL_TOKEN = 'old-clear-url-token-Vb71';
const OTHER_KEY_HEX = 'c0ffee'.padEnd(64, '1');

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'secrets-at-rest-'));
  tempDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const tables = (db: Db) =>
  db
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
    .pluck()
    .all() as string[];

/** Every text value of every column of every table, as an attacker's `SELECT *` would see them. */
function everyText(db: Db): string[] {
  const texts: string[] = [];
  for (const table of tables(db)) {
    for (const row of db.prepare(`SELECT * FROM "${table}"`).raw().all() as unknown[][]) {
      for (const value of row) if (typeof value === 'string') texts.push(value);
    }
  }
  return texts;
}

/** The clear texts an attacker must not find: every string inside every sealed value. */
function clearSecrets(db: Db): string[] {
  const found: string[] = [];
  const leaves = (value: unknown): void => {
    if (typeof value === 'string') found.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(leaves);
  };
  for (const { table, column } of SECRET_COLUMNS) {
    for (const stored of db
      .prepare(`SELECT ${column} FROM ${table} WHERE ${column} IS NOT NULL`)
      .pluck()
      .all()) {
      const clear = openSecret(db, String(stored));
      if (column === 'secrets') leaves(JSON.parse(clear));
      else if (column === 'link') found.push(clear, clear.split('/onboard/')[1] ?? clear);
      else found.push(clear);
    }
  }
  return found.filter((s) => s.length >= 8);
}

function expectNowhere(db: Db, needles: string[]) {
  const texts = everyText(db).join('\n');
  const bytes = db.serialize();
  for (const needle of needles) {
    expect(texts.includes(needle), `${needle} in a column`).toBe(false);
    expect(bytes.includes(Buffer.from(needle)), `${needle} in the file image`).toBe(false);
  }
}

function expectEverySecretSealed(db: Db) {
  for (const { table, column } of SECRET_COLUMNS) {
    const values = db.prepare(`SELECT ${column} FROM ${table} WHERE ${column} IS NOT NULL`).pluck().all();
    for (const value of values)
      expect(String(value).startsWith(SEALED_PREFIX), `${table}.${column}`).toBe(true);
  }
}

const modeOf = (path: string) => statSync(path).mode & 0o777;
const publicPem = (privatePem: string) =>
  createPublicKey(privatePem).export({ type: 'spki', format: 'pem' }).toString();

/** Creates one of each secret through the API, as staff would. */
async function withEverySecret() {
  const t = makeTestApp({ runnerStepMs: 1 });
  const cookie = await t.signIn();
  const post = (path: string, body?: unknown) => t.call('POST', path, { cookie, body });
  const recipientId = t.db
    .prepare(`SELECT id FROM recipients WHERE environment = 'prod' ORDER BY id LIMIT 1`)
    .pluck()
    .get() as string;
  const destination = await post('/api/destinations', {
    destination: {
      vendor: 'postgres',
      name: 'At rest',
      recipient_id: recipientId,
      enabled_models: ['*'],
      frequency_minutes: 60,
      is_enabled: true,
      postgres: {
        host: 'db.at-rest.example',
        port: 5432,
        database: 'prod',
        schema: 'export',
        auth_method: 'password_auth',
        password_auth: { username: 'loader', password: DESTINATION_PASSWORD },
        use_ssh_tunnel: true,
        ssh_tunnel: {
          ssh_tunnel_host: 'bastion.at-rest.example',
          ssh_tunnel_port: 22,
          ssh_tunnel_username: 'p',
        },
        disable_ssl: false,
      },
    },
  });
  expect(destination.status).toBe(200);
  const source = await post('/api/sources', { source: postgresSource('At rest source') });
  expect(source.status).toBe(200);
  const credential = await post('/api/recipient-source-credentials', {
    recipient_source_credential: {
      recipient_id: recipientId,
      source_id: source.json.data.source.id,
      username: 'at_rest_reader',
      password: CREDENTIAL_PASSWORD,
    },
  });
  expect(credential.status).toBe(200);
  const webhook = await post('/api/webhooks', {
    webhook: {
      name: 'At rest hook',
      vendor: 'generic_post',
      url: 'http://127.0.0.1:9/at-rest',
      events: ['transfer.error'],
      api_key: WEBHOOK_API_KEY,
    },
  });
  expect(webhook.status).toBe(200);
  const sshKey = await post(`/api/actions/generate-ssh-key?recipient_id=${recipientId}`);
  expect(sshKey.status).toBe(200);
  const signingKey = await t.call('GET', '/api/public/signatures/webhook-public-key');
  expect(signingKey.status).toBe(200);
  const magicLink = await post('/api/magic-links', {
    magic_link: {
      name: 'At rest link',
      recipient_id: recipientId,
      vendor: 'postgres',
      host: 'db.example.com',
    },
  });
  expect(magicLink.status).toBe(200);
  const link = String(magicLink.json.data.magic_link.link);
  const token = link.split('/onboard/')[1] ?? '';
  expect(token).toMatch(/^[\w-]{43}$/);
  return {
    t,
    cookie,
    recipientId,
    ids: {
      destination: String(destination.json.data.destination.id),
      source: String(source.json.data.source.id),
      credential: String(credential.json.data.recipient_source_credential.id),
      webhook: String(webhook.json.data.webhook.id),
      magicLink: String(magicLink.json.data.magic_link.id),
    },
    link,
    token,
    replies: [destination, source, credential, webhook, sshKey, signingKey].map((r) => r.text),
  };
}

describe('a stolen copy of the database', () => {
  it('holds no password, API key, private key or magic-link token in clear, in any column or byte', async () => {
    const { t, token, link } = await withEverySecret();
    const typed = [DESTINATION_PASSWORD, SOURCE_PASSWORD, CREDENTIAL_PASSWORD, WEBHOOK_API_KEY, token, link];
    expectEverySecretSealed(t.db);
    expectNowhere(t.db, [...typed, 'PRIVATE KEY', ...clearSecrets(t.db)]);
  });

  it('opens each sealed value to what was written, under the install key only', async () => {
    const { t, ids, link, recipientId } = await withEverySecret();
    const cell = (sql: string, ...params: unknown[]) =>
      String(
        t.db
          .prepare(sql)
          .pluck()
          .get(...params),
      );
    expect(openJson(t.db, cell('SELECT secrets FROM destinations WHERE id = ?', ids.destination))).toEqual({
      postgres: { password_auth: { password: DESTINATION_PASSWORD } },
    });
    expect(openJson(t.db, cell('SELECT secrets FROM sources WHERE id = ?', ids.source))).toEqual({
      postgres: { password_auth: { password: SOURCE_PASSWORD } },
    });
    expect(
      openJson(t.db, cell('SELECT secrets FROM recipient_source_credentials WHERE id = ?', ids.credential)),
    ).toEqual({ password: CREDENTIAL_PASSWORD });
    expect(openSecret(t.db, cell('SELECT api_key FROM webhooks WHERE id = ?', ids.webhook))).toBe(
      WEBHOOK_API_KEY,
    );
    expect(webhookDeliveryTarget(t.db, ids.webhook)?.api_key).toBe(WEBHOOK_API_KEY);
    expect(
      webhookDeliveryTargets(t.db, 'prod', 'transfer.error').find((w) => w.id === ids.webhook)?.api_key,
    ).toBe(WEBHOOK_API_KEY);
    expect(openSecret(t.db, cell('SELECT link FROM magic_links WHERE id = ?', ids.magicLink))).toBe(link);
    const ssh = t.db
      .prepare(`SELECT public_key_pkcs8, private_key FROM ssh_keys WHERE recipient_id = ?`)
      .get(recipientId) as { public_key_pkcs8: string; private_key: string };
    expect(publicPem(openSecret(t.db, ssh.private_key))).toBe(ssh.public_key_pkcs8);
    const signing = serverKey(t.db, WEBHOOK_SIGNING_KEY, new Date(t.now()).toISOString());
    expect(signing.private_key).toContain('BEGIN PRIVATE KEY');
    expect(publicPem(signing.private_key)).toBe(signing.public_key);

    const sealed = cell('SELECT api_key FROM webhooks WHERE id = ?', ids.webhook);
    const otherBox = createSecretBox(Buffer.from(OTHER_KEY_HEX, 'hex'));
    expect(() => otherBox.open(sealed)).toThrow(SecretKeyMismatchError);
    const [iv, tag, data] = sealed.slice(SEALED_PREFIX.length).split('.') as [string, string, string];
    const flipped = `${data.startsWith('A') ? 'B' : 'A'}${data.slice(1)}`;
    expect(() => openSecret(t.db, `${SEALED_PREFIX}${iv}.${tag}.${flipped}`)).toThrow(SecretKeyMismatchError);
  });

  it('still never gets a secret back through the API, and seals the same secret differently each time', async () => {
    const { t, cookie, ids, replies } = await withEverySecret();
    const get = async (path: string) => (await t.call('GET', path, { cookie })).text;
    const reads = [
      ...replies,
      await get(`/api/destinations/${ids.destination}`),
      await get('/api/destinations?page_size=100'),
      await get(`/api/sources/${ids.source}`),
      await get('/api/recipient-source-credentials?page_size=100'),
      await get(`/api/webhooks/${ids.webhook}`),
      await get('/api/webhooks'),
    ].join('\n');
    for (const secret of [DESTINATION_PASSWORD, SOURCE_PASSWORD, CREDENTIAL_PASSWORD, WEBHOOK_API_KEY]) {
      expect(reads).not.toContain(secret);
    }
    expect(reads).not.toContain('PRIVATE KEY');
    expect(reads).not.toContain(SEALED_PREFIX);
    const once = (await t.call('GET', `/api/magic-links/${ids.magicLink}`, { cookie })).json.data.magic_link
      .link;
    expect(once).toMatch(/\/onboard\/[\w-]{43}$/);
    // A fresh IV each time: equal secrets do not show as equal ciphertexts.
    const a = t.db.prepare('SELECT secrets FROM destinations WHERE id = ?').pluck().get(ids.destination);
    const patched = await t.call('PATCH', `/api/destinations/${ids.destination}`, {
      cookie,
      body: { destination: { postgres: { password_auth: { password: DESTINATION_PASSWORD } } } },
    });
    expect(patched.status).toBe(200);
    const b = t.db.prepare('SELECT secrets FROM destinations WHERE id = ?').pluck().get(ids.destination);
    expect(b).not.toBe(a);
    expect(openJson(t.db, String(b))).toEqual(openJson(t.db, String(a)));
  });

  it('keeps no trace of a replaced password in the file', async () => {
    const { t, cookie, ids } = await withEverySecret();
    const patched = await t.call('PATCH', `/api/destinations/${ids.destination}`, {
      cookie,
      body: { destination: { postgres: { password_auth: { password: NEW_DESTINATION_PASSWORD } } } },
    });
    expect(patched.status).toBe(200);
    const stored = t.db.prepare('SELECT secrets FROM destinations WHERE id = ?').pluck().get(ids.destination);
    expect(openJson(t.db, String(stored))).toEqual({
      postgres: { password_auth: { password: NEW_DESTINATION_PASSWORD } },
    });
    expectNowhere(t.db, [DESTINATION_PASSWORD, NEW_DESTINATION_PASSWORD]);
  });
});

describe('a webhook URL is a secret as a whole (N4)', () => {
  const NEW_TOKEN = 'replacing-token-Ua64';
  const FORMS = Object.entries(SECRET_URLS);
  const VENDORS = ['generic_post', 'generic_get', 'slack'] as const;
  const secrets = FORMS.map(([, { url }]) => url.match(/[\w-]*-token-\d+/)?.[0] ?? url);

  /** One webhook per URL form (the vendors in turn), saved with the egress policy `egress`. */
  async function withSecretUrls(egress: 'public' | 'local' = 'local') {
    const t = makeTestApp(
      { webhookEgress: egress },
      { resolve: async () => [{ address: '8.8.8.8', family: 4 }] },
    );
    const cookie = await t.signIn();
    const ids: Record<string, string> = {};
    // `public` refuses a loopback URL on save.
    const forms = FORMS.filter(([, { url }]) => egress === 'local' || !url.startsWith('http://127.0.0.1'));
    for (const [i, [form, { url, shown }]] of forms.entries()) {
      const vendor = VENDORS[i % VENDORS.length];
      const res = await t.call('POST', '/api/webhooks', {
        cookie,
        body: { webhook: { name: form, vendor, url, events: ['recipient.created'] } },
      });
      expect(res.status, `${form}: ${res.text}`).toBe(200);
      expect(res.json.data.webhook.url, form).toBe(shown);
      ids[form] = res.json.data.webhook.id;
    }
    const patch = (form: string, webhook: object) =>
      t.call('PATCH', `/api/webhooks/${ids[form]}`, { cookie, body: { webhook } });
    return { t, cookie, ids, patch };
  }

  it('is sealed at rest and read as its origin only, in the list and the detail, whatever its form', async () => {
    const { t, cookie, ids } = await withSecretUrls();
    expectEverySecretSealed(t.db);
    expectNowhere(t.db, secrets);
    const list = await t.call('GET', '/api/webhooks?page_size=100', { cookie });
    const details = await Promise.all(
      Object.values(ids).map((id) => t.call('GET', `/api/webhooks/${id}`, { cookie })),
    );
    for (const res of [list, ...details]) {
      for (const secret of secrets) expect(res.text).not.toContain(secret);
    }
    const listed = list.json.data.webhooks as { id: string; url: string }[];
    for (const [form, id] of Object.entries(ids)) {
      expect(listed.find((w) => w.id === id)?.url, form).toBe(SECRET_URLS[form]?.shown);
      expect(webhookDeliveryTarget(t.db, id)?.url, form).toBe(SECRET_URLS[form]?.url);
    }
  });

  it('shows the fixed vendors’ public address whole', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    for (const vendor of ['pagerduty', 'datadog'] as const) {
      const res = await t.call('POST', '/api/webhooks', {
        cookie,
        body: { webhook: { name: vendor, vendor, api_key: WEBHOOK_API_KEY, events: ['transfer.error'] } },
      });
      expect(res.json.data.webhook.url).toBe(WEBHOOK_FIXED_URLS[vendor]);
    }
  });

  it('is kept by an edit that sends it back as read or leaves it out, and replaced by a new URL', async () => {
    const { t, ids, patch } = await withSecretUrls();
    const [first, second] = FORMS.map(([form]) => form) as [string, string];
    expect((await patch(first, { name: 'Renamed' })).status).toBe(200);
    expect(
      (await patch(second, { url: SECRET_URLS[second]?.shown, events: ['transfer.error'] })).status,
    ).toBe(200);
    for (const [form, id] of Object.entries(ids)) {
      expect(webhookDeliveryTarget(t.db, id)?.url, form).toBe(SECRET_URLS[form]?.url);
    }
    // The mask edited into another URL cannot be restored: refused, saying so; nothing changes.
    for (const edited of [`${SECRET_URLS[first]?.shown}more`, 'https://other.partner.example/in/%E2%80%A6']) {
      const res = await patch(first, { url: edited });
      expect(res.status, edited).toBe(422);
      expect(res.json.message).toBe(
        'webhook.url: the stored URL is shown only up to its host; type the whole new URL, or leave it as shown to keep it',
      );
    }
    expect(webhookDeliveryTarget(t.db, ids[first] ?? '')?.url).toBe(SECRET_URLS[first]?.url);
    const replaced = await patch(first, { url: `https://metrics.partner.example/in?token=${NEW_TOKEN}` });
    expect(replaced.status).toBe(200);
    expect(replaced.json.data.webhook.url).toBe('https://metrics.partner.example/…');
    expect(webhookDeliveryTarget(t.db, ids[first] ?? '')?.url).toBe(
      `https://metrics.partner.example/in?token=${NEW_TOKEN}`,
    );
    expectNowhere(t.db, [...secrets, NEW_TOKEN]);
  });

  it('is revealed whole only on an explicit POST of the signed-in environment, never cached', async () => {
    const { t, cookie, ids } = await withSecretUrls();
    const [form, id] = Object.entries(ids)[0] as [string, string];
    const reveal = await t.call('POST', `/api/webhooks/${id}/reveal-url`, { cookie });
    expect(reveal.status).toBe(200);
    expect(reveal.json.data).toEqual({ url: SECRET_URLS[form]?.url });
    expect(reveal.headers.get('cache-control')).toBe('no-store');
    expect((await t.call('GET', `/api/webhooks/${id}/reveal-url`, { cookie })).status).toBe(404);
    expect((await t.call('POST', `/api/webhooks/${id}/reveal-url`)).status).toBe(401);
    const staging = await t.call('POST', `/api/webhooks/${id}/reveal-url`, {
      cookie,
      headers: { Environment: 'staging' },
    });
    expect(staging.status).toBe(404);
    expect(staging.json.message).toBe('Webhook not found.');
  });

  it('still reaches the receiver whole, and a held delivery shows its origin only', async () => {
    const publicEgress = await withSecretUrls('public');
    const held = await withSecretUrls('local');
    for (const { t, cookie } of [publicEgress, held]) {
      const recipient = await t.call('POST', '/api/recipients', {
        cookie,
        body: { recipient: { name: 'Hooked', id_in_provider_system: 'hooked-n4', products: ['Billing'] } },
      });
      expect(recipient.status).toBe(200);
      await t.webhooks.idle();
    }
    const urls = publicEgress.t.sent.map((request) => request.url);
    for (const form of Object.keys(publicEgress.ids)) {
      const url = SECRET_URLS[form]?.url ?? '';
      expect(
        urls.some((sent) => sent.startsWith(url.split('#')[0] ?? url)),
        form,
      ).toBe(true);
    }
    const { t, cookie, ids } = held;
    for (const [form, id] of Object.entries(ids)) {
      const res = await t.call('GET', `/api/webhooks/${id}/deliveries`, { cookie });
      const [delivery] = res.json.data.deliveries as { held_request: { url: string } | null }[];
      if (SECRET_URLS[form]?.url.startsWith('http://127.0.0.1')) continue;
      expect(delivery?.held_request?.url, form).toBe(SECRET_URLS[form]?.shown);
      for (const secret of secrets) expect(res.text).not.toContain(secret);
    }
    expectNowhere(t.db, secrets);
  });
});

/** A DATA_DIR as a version before secrets at rest left it: every secret column in clear, files 0644. */
async function oldClearDataDir() {
  const dataDir = join(tempDir(), 'data');
  mkdirSync(dataDir);
  const db = bindTestSecrets(openDatabase(join(dataDir, DATABASE_FILE)));
  migrate(db);
  seedDatabase(db, { scale: 'default', referenceMs: REFERENCE_MS });
  const nowIso = new Date(REFERENCE_MS).toISOString();
  const recipient = db.prepare(`SELECT id FROM recipients WHERE environment = 'prod' LIMIT 1`).pluck().get();
  await ensureSshKey(
    db,
    'prod',
    { kind: 'recipient', recipientId: String(recipient) },
    { comment: 'old', nowIso, requester: null },
  );
  serverKey(db, WEBHOOK_SIGNING_KEY, nowIso);
  for (const { table, column, key } of SECRET_COLUMNS) {
    const rows = db
      .prepare(`SELECT ${key} AS k, ${column} AS v FROM ${table} WHERE ${column} IS NOT NULL`)
      .all() as {
      k: string;
      v: string;
    }[];
    for (const row of rows) {
      db.prepare(`UPDATE ${table} SET ${column} = ? WHERE ${key} = ?`).run(openSecret(db, row.v), row.k);
    }
  }
  const destinationId = String(
    db
      .prepare(`SELECT id FROM destinations WHERE environment = 'prod' AND vendor = 'postgres' LIMIT 1`)
      .pluck()
      .get(),
  );
  // The connection rule answers "authentication failed" for this password: proof the test read it.
  db.prepare('UPDATE destinations SET secrets = ? WHERE id = ?').run(
    JSON.stringify({ postgres: { password_auth: { password: 'wrong-password' } } }),
    destinationId,
  );
  const webhookId = String(
    db.prepare(`SELECT id FROM webhooks WHERE environment = 'prod' LIMIT 1`).pluck().get(),
  );
  db.prepare('UPDATE webhooks SET api_key = ?, url = ? WHERE id = ?').run(
    OLD_CLEAR_API_KEY,
    `http://127.0.0.1:4173/hook?token=${OLD_CLEAR_URL_TOKEN}`,
    webhookId,
  );
  const clearValues = SECRET_COLUMNS.reduce(
    (n, { table, column }) =>
      n + Number(db.prepare(`SELECT count(*) FROM ${table} WHERE ${column} IS NOT NULL`).pluck().get()),
    0,
  );
  db.close();
  chmodSync(join(dataDir, DATABASE_FILE), 0o644);
  return { dataDir, destinationId, webhookId, clearValues };
}

describe('a database written in clear by an earlier version', () => {
  it('is sealed in place at start (once), and still reads, merges and tests with the opened values', async () => {
    const old = await oldClearDataDir();
    const opened = openInstallDatabase({ dataDir: old.dataDir, secretsKey: null });
    const { db } = opened;
    try {
      const total = opened.sealed.reduce((n, c) => n + c.sealed, 0);
      expect(total).toBe(old.clearValues);
      expect(opened.notes.join('\n')).toContain(`Encrypted ${total} secrets stored in clear`);
      expectEverySecretSealed(db);
      expectNowhere(db, [OLD_CLEAR_API_KEY, OLD_CLEAR_URL_TOKEN, 'PRIVATE KEY', ...clearSecrets(db)]);
      expect(sealExistingSecrets(db).every((c) => c.sealed === 0)).toBe(true);

      const t = makeTestApp({ runnerStepMs: 1 }, { db });
      const cookie = await t.signIn();
      const testConnection = async () =>
        (await t.call('POST', `/api/destinations/${old.destinationId}/test-connection`, { cookie, body: {} }))
          .json.data;
      expect(await testConnection()).toMatchObject({ status: 'error' });
      expect((await testConnection()).message).toContain('password authentication failed');
      const sparse = await t.call('PATCH', `/api/destinations/${old.destinationId}`, {
        cookie,
        body: { destination: { postgres: { port: 5433 } } },
      });
      expect(sparse.status).toBe(200);
      expect((await testConnection()).message).toContain('password authentication failed');
      expect(webhookDeliveryTarget(db, old.webhookId)).toMatchObject({
        api_key: OLD_CLEAR_API_KEY,
        url: `http://127.0.0.1:4173/hook?token=${OLD_CLEAR_URL_TOKEN}`,
      });
      const read = await t.call('GET', `/api/webhooks/${old.webhookId}`, { cookie });
      expect(read.json.data.webhook.url).toBe('http://127.0.0.1:4173/…');
      const links = (await t.call('GET', '/api/magic-links?page_size=100', { cookie })).json.data
        .magic_links as {
        link: string;
        has_been_used: boolean;
      }[];
      expect(links.length).toBeGreaterThan(0);
      for (const { link } of links) expect(link).toMatch(/^https?:\/\/[^/]+\/onboard\/[\w-]+$/);
      const onboarding = await t.call(
        'GET',
        `/api/public/magic-links/${links[0]?.link.split('/onboard/')[1]}`,
      );
      expect(onboarding.status).toBe(200);
    } finally {
      db.close();
    }
    const file = readFileSync(join(old.dataDir, DATABASE_FILE));
    expect(file.includes(Buffer.from(OLD_CLEAR_API_KEY))).toBe(false);
    expect(file.includes(Buffer.from(OLD_CLEAR_URL_TOKEN))).toBe(false);
    expect(file.includes(Buffer.from('PRIVATE KEY'))).toBe(false);
    expect(modeOf(join(old.dataDir, DATABASE_FILE))).toBe(0o600);
  });
});

describe('the wrong key', () => {
  it('stops the start with a message naming SECRETS_KEY instead of serving what it cannot open', async () => {
    const old = await oldClearDataDir();
    openInstallDatabase({ dataDir: old.dataDir, secretsKey: null }).db.close();
    expect(() => openInstallDatabase({ dataDir: old.dataDir, secretsKey: OTHER_KEY_HEX })).toThrow(
      /The secrets key from SECRETS_KEY does not open the secrets stored in this database/,
    );
    const keyFile = join(old.dataDir, SECRETS_KEY_FILE);
    const original = readFileSync(keyFile, 'utf8');
    writeFileSync(keyFile, `${OTHER_KEY_HEX}\n`);
    expect(() => openInstallDatabase({ dataDir: old.dataDir, secretsKey: null })).toThrow(
      /secrets\.key does not open the secrets stored in this database/,
    );
    rmSync(keyFile);
    expect(() => openInstallDatabase({ dataDir: old.dataDir, secretsKey: null })).toThrow(
      /secrets\.key is missing, but the database beside it holds secrets sealed under a key/,
    );
    expect(existsSync(keyFile)).toBe(false);
    writeFileSync(keyFile, 'abc123\n', { mode: 0o600 });
    expect(() => openInstallDatabase({ dataDir: old.dataDir, secretsKey: null })).toThrow(
      /must hold a 32-byte key.*never overwritten/s,
    );
    expect(readFileSync(keyFile, 'utf8')).toBe('abc123\n');
    writeFileSync(keyFile, original);
    openInstallDatabase({ dataDir: old.dataDir, secretsKey: null }).db.close();
  });

  it('bound at run time answers 500 and logs why, never ciphertext or garbage', async () => {
    const db = openDatabase(seededDatabase().serialize());
    bindSecretBox(db, createSecretBox(randomBytes(32)));
    const t = makeTestApp({}, { db });
    const cookie = await t.signIn();
    const res = await t.call('GET', '/api/magic-links', { cookie });
    expect(res.status).toBe(500);
    expect(res.text).not.toContain(SEALED_PREFIX);
    expect(res.text).not.toContain('/onboard/');
    expect(t.errors.map((e) => String(e.error))).toContainEqual(
      expect.stringContaining("cannot be decrypted with this install's secrets key"),
    );
  });
});

describe('seeded secrets', () => {
  function install() {
    const db = openDatabase(':memory:');
    bindSecretBox(db, createSecretBox(randomBytes(32)));
    migrate(db);
    seedDatabase(db, { scale: 'default', referenceMs: REFERENCE_MS });
    return db;
  }
  const opened = (db: Db, sql: string) =>
    (db.prepare(sql).raw().all() as [string, string][]).map(([id, stored]) => [id, openSecret(db, stored)]);

  it('differ between two installs (magic-link tokens, webhook API keys, passwords), the rest does not', () => {
    const [a, b] = [install(), install()];
    for (const sql of [
      'SELECT id, link FROM magic_links ORDER BY id',
      'SELECT id, api_key FROM webhooks WHERE api_key IS NOT NULL ORDER BY id',
      'SELECT id, secrets FROM destinations WHERE secrets IS NOT NULL ORDER BY id',
      'SELECT id, secrets FROM sources ORDER BY id',
      'SELECT id, secrets FROM recipient_source_credentials ORDER BY id',
    ]) {
      const [left, right] = [opened(a, sql), opened(b, sql)];
      // Seeded webhooks may carry no API key at all (the built-in receiver needs none); any they carry differ.
      if (!sql.includes('api_key')) expect(left.length, sql).toBeGreaterThan(0);
      expect(left.map(([id]) => id)).toEqual(right.map(([id]) => id));
      left.forEach(([id, clear], i) => {
        // Destinations without secrets hold "{}" on both sides.
        if (clear !== '{}') expect(clear, `${sql} ${id}`).not.toBe(right[i]?.[1]);
      });
    }
    const hashes = (db: Db) => db.prepare('SELECT token_hash FROM magic_links ORDER BY id').pluck().all();
    expect(hashes(a)).not.toEqual(hashes(b));
    const named = 'SELECT id, name, settings FROM destinations ORDER BY id';
    expect(a.prepare(named).all()).toEqual(b.prepare(named).all());
  });
});

describe('files of DATA_DIR', () => {
  it('are private to the server user: directory 0700, database, -wal, -shm and key file 0600', () => {
    const dataDir = join(tempDir(), 'fresh', 'data');
    const opened = openInstallDatabase({ dataDir, secretsKey: null });
    try {
      seedDatabase(opened.db, { scale: 'default', referenceMs: REFERENCE_MS });
      expect(modeOf(dataDir)).toBe(0o700);
      for (const name of [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, SECRETS_KEY_FILE]) {
        expect(existsSync(join(dataDir, name)), name).toBe(true);
        expect(modeOf(join(dataDir, name)), name).toBe(0o600);
      }
      expect(readFileSync(join(dataDir, SECRETS_KEY_FILE), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
      expect(opened.notes.join('\n')).toContain('Created the secrets key');
    } finally {
      opened.db.close();
    }
  });

  it('that others could read are tightened to 0600 at start, and said so', () => {
    const dataDir = tempDir();
    const first = openInstallDatabase({ dataDir, secretsKey: null });
    first.db.close();
    const key = readFileSync(join(dataDir, SECRETS_KEY_FILE), 'utf8');
    chmodSync(join(dataDir, DATABASE_FILE), 0o644);
    chmodSync(join(dataDir, SECRETS_KEY_FILE), 0o644);
    const again = openInstallDatabase({ dataDir, secretsKey: null });
    again.db.close();
    expect(modeOf(join(dataDir, DATABASE_FILE))).toBe(0o600);
    expect(modeOf(join(dataDir, SECRETS_KEY_FILE))).toBe(0o600);
    expect(readFileSync(join(dataDir, SECRETS_KEY_FILE), 'utf8')).toBe(key);
    expect(again.notes.join('\n')).toContain(
      `Made ${DATABASE_FILE}, ${SECRETS_KEY_FILE} in ${dataDir} private (0600)`,
    );
  });

  it('need no key file when SECRETS_KEY is set, in hex or base64', () => {
    const key = randomBytes(32);
    for (const form of [key.toString('hex'), key.toString('base64'), key.toString('base64url')]) {
      expect(parseSecretsKey(form, 'SECRETS_KEY').equals(key)).toBe(true);
    }
    for (const bad of ['', 'abc', key.toString('hex').slice(2), '0'.repeat(64)]) {
      expect(() => parseSecretsKey(bad, 'SECRETS_KEY')).toThrow(/SECRETS_KEY/);
    }
    const dataDir = tempDir();
    const opened = openInstallDatabase({ dataDir, secretsKey: key.toString('base64') });
    opened.db.close();
    expect(existsSync(join(dataDir, SECRETS_KEY_FILE))).toBe(false);
  });
});
