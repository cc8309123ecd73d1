import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../src/api/schemas/envelope.ts';
import type { FormNode } from '../../src/api/schemas/form.ts';
import { MAGIC_LINK_LIFETIME_MS, onboardingReply } from '../../src/api/schemas/magic-link.ts';
import { openSecret } from '../secrets/secret-box.ts';
import { expectNoSecrets } from '../testing/destination-fixtures.ts';
import { makeTestApp } from '../testing/test-app.ts';

/** A signed-in staff member makes a link; the recipient then uses only its token, with no session. */
async function setup(magicLink: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const t = makeTestApp({ runnerStepMs: 1 });
  const cookie = await t.signIn();
  const env = headers.Environment ?? 'prod';
  const recipient = t.db
    .prepare('SELECT id, name FROM recipients WHERE environment = ? ORDER BY id LIMIT 1')
    .get(env) as { id: string; name: string };
  const res = await t.call('POST', '/api/magic-links', {
    cookie,
    headers,
    body: {
      magic_link: {
        name: 'Globex warehouse',
        recipient_id: recipient.id,
        vendor: 'postgres',
        host: 'db.globex.com',
        ...magicLink,
      },
    },
  });
  if (res.status !== 200) throw new Error(res.text);
  const link = res.json.data.magic_link as { id: string; link: string };
  const token = link.link.split('/onboard/')[1] as string;
  const path = `/api/public/magic-links/${token}`;
  return { t, cookie, recipient, link, token, path };
}

/** What the recipient fills in on the page (vendor, recipient and host come from the link). */
const filledIn = (extra: Record<string, unknown> = {}) => ({
  name: 'Globex production',
  frequency_minutes: 60,
  postgres: {
    port: 5432,
    database: 'analytics',
    schema: 'export',
    auth_method: 'password_auth',
    password_auth: { username: 'loader', password: 's3cret-value' },
    ...extra,
  },
});

const find = (node: FormNode, name: string): FormNode | undefined =>
  node.name === name ? node : (node.children ?? []).map((c) => find(c, name)).find(Boolean);

describe('reading a magic link by its token', () => {
  it('describes an active link with the locked destination form, without a session', async () => {
    const { t, recipient, path } = await setup({ set_destination_enabled: false });
    const res = await t.call('GET', path);
    expect(res.status).toBe(200);
    const onboarding = v.parse(envelope(onboardingReply), res.json).data.onboarding;
    expect(onboarding).toMatchObject({
      name: 'Globex warehouse',
      vendor: 'postgres',
      recipient_name: recipient.name,
      organization_name: 'Acme Analytics',
      state: 'active',
      reason: null,
      expires_at: new Date(t.now() + MAGIC_LINK_LIFETIME_MS).toISOString(),
    });
    const form = onboarding.form?.form as FormNode;
    expect(form.const).toBe('postgres');
    expect(form.enum?.map((e) => e.key)).toEqual(['postgres']);
    expect(find(form, 'recipient_id')).toMatchObject({
      const: recipient.id,
      enum: [{ key: recipient.id, display: recipient.name }],
    });
    expect(find(form, 'host')?.const).toBe('db.globex.com');
    expect(find(form, 'is_enabled')?.const).toBe(false);
    expect(find(form, 'enabled_models')).toBeUndefined();
    // No model checklist: the models section is about the schedule alone.
    expect(onboarding.form?.sections.find((s) => s.id === 6)?.title).toBe('Schedule');
    expect(find(form, 'ssh_public_key')?.const).toMatch(/^ssh-rsa /);
    expect(find(form, 'database')?.const).toBeUndefined();
  });

  it('answers 404 for an unknown token', async () => {
    const { t } = await setup();
    const res = await t.call('GET', '/api/public/magic-links/not-a-token');
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('This magic link does not exist or was deleted. Ask for a new link.');
  });

  it('says a link is expired 7 days after it was made, and refuses to test or submit it (410)', async () => {
    const { t, path } = await setup();
    t.advance(MAGIC_LINK_LIFETIME_MS);
    const read = (await t.call('GET', path)).json.data.onboarding;
    expect(read).toMatchObject({ state: 'expired', form: null });
    expect(read.reason).toMatch(
      /^This magic link expired on .* \(links last 7 days\)\. Ask Acme Analytics for a new link\.$/,
    );
    for (const step of ['test', 'submit']) {
      const res = await t.call('POST', `${path}/${step}`, { body: { destination: filledIn() } });
      expect(res.status).toBe(410);
      expect(res.json.message).toBe(read.reason);
    }
  });
});

describe('testing and submitting the onboarding form', () => {
  it('tests the connection with the locked host', async () => {
    const { t, path } = await setup();
    const good = await t.call('POST', `${path}/test`, { body: { destination: filledIn() } });
    expect(good.json.data).toEqual({ status: 'success', message: 'Connection successful!' });
    const bad = await t.call('POST', `${path}/test`, {
      body: { destination: filledIn({ password_auth: { username: 'loader', password: 'wrong-password' } }) },
    });
    expect(bad.json.data.status).toBe('error');
  });

  it('creates the destination for the link recipient, marks the link used and publishes the event', async () => {
    const { t, cookie, recipient, link, path } = await setup({ set_destination_enabled: false });
    // A hand-made request cannot move the destination to another host, recipient or vendor.
    const body = {
      destination: { ...filledIn({ host: 'evil.example.com' }), recipient_id: 'other', vendor: 'mysql' },
    };
    const res = await t.call('POST', `${path}/submit`, { body });
    expect(res.status).toBe(200);
    expectNoSecrets(res.text);
    const destination = res.json.data.destination;
    expect(destination).toMatchObject({
      name: 'Globex production',
      vendor: 'postgres',
      recipient_id: recipient.id,
      is_enabled: false,
      enabled_models: ['*'],
      postgres: { host: 'db.globex.com', database: 'analytics' },
    });
    expect(res.json.data.redirect_url).toBeNull();
    const created = t.db
      .prepare(`SELECT data FROM events WHERE type = 'export_destination.created'`)
      .pluck()
      .all();
    expect(created.map((d) => JSON.parse(String(d)).destination.id)).toEqual([destination.id]);
    expect(
      (await t.call('GET', `/api/magic-links/${link.id}`, { cookie })).json.data.magic_link.has_been_used,
    ).toBe(true);

    const again = await t.call('POST', `${path}/submit`, { body: { destination: filledIn() } });
    expect(again.status).toBe(410);
    expect(again.json.message).toBe(
      'This magic link was already used to set up a destination. Ask Acme Analytics for a new link to set up another one.',
    );
    expect((await t.call('GET', path)).json.data.onboarding).toMatchObject({ state: 'used', form: null });
  });

  it('validates like POST /destinations (400, 422 naming the field) and leaves the link unused', async () => {
    const { t, cookie, link, path } = await setup();
    expect((await t.call('POST', `${path}/submit`, { body: '{"destination":' })).status).toBe(400);
    const missing = await t.call('POST', `${path}/submit`, {
      body: { destination: filledIn({ password_auth: { username: 'loader' } }) },
    });
    expect(missing.status).toBe(422);
    expect(missing.json.message).toBe('postgres.password_auth.password is required');
    const noName = await t.call('POST', `${path}/submit`, {
      body: { destination: { ...filledIn(), name: '' } },
    });
    expect(noName.json.message).toBe('name is required');
    expect(
      (await t.call('GET', `/api/magic-links/${link.id}`, { cookie })).json.data.magic_link.has_been_used,
    ).toBe(false);
  });

  it('works in the link environment whatever the Environment header says', async () => {
    const { t, recipient, path } = await setup({}, { Environment: 'staging' });
    const res = await t.call('POST', `${path}/submit`, { body: { destination: filledIn() } });
    expect(res.status).toBe(200);
    const row = t.db
      .prepare('SELECT environment, recipient_id FROM destinations WHERE id = ?')
      .get(res.json.data.destination.id);
    expect(row).toEqual({ environment: 'staging', recipient_id: recipient.id });
  });

  it('gives the redirect URL and presets bucket fields at their wire paths', async () => {
    const { t, path } = await setup({
      vendor: 'delta_lake',
      host: 'https://s3.wasabi.example',
      bucket_vendor: 's3_compatible',
      bucket_name: 'lake',
      bucket_access_id: 'AKIAEXAMPLE',
      redirect_url: 'https://globex.example.com/done',
    });
    const form = (await t.call('GET', path)).json.data.onboarding.form.form as FormNode;
    expect(find(form, 'bucket_vendor')?.const).toBe('bucket_s3_compatible');
    expect(find(form, 'auth_method')?.const).toBe('access_keys');
    const res = await t.call('POST', `${path}/submit`, {
      body: { destination: { name: 'Lake', delta_lake: { access_keys: { secret_key: 'k' } } } },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.redirect_url).toBe('https://globex.example.com/done');
    expect(res.json.data.destination.delta_lake).toMatchObject({
      bucket_vendor: 'bucket_s3_compatible',
      bucket_s3_compatible: { host: 'https://s3.wasabi.example' },
      bucket_name: 'lake',
      auth_method: 'access_keys',
      access_keys: { access_id: 'AKIAEXAMPLE' },
    });
  });
});

describe('seeded links', () => {
  it('open on the onboarding page by the token in their link, each in its state', async () => {
    const t = makeTestApp();
    const rows = t.db.prepare('SELECT link, has_been_used, created_at FROM magic_links').all() as {
      link: string;
      has_been_used: number;
      created_at: string;
    }[];
    const states = new Set<string>();
    for (const row of rows) {
      const token = openSecret(t.db, row.link).split('/onboard/')[1];
      const res = await t.call('GET', `/api/public/magic-links/${token}`);
      expect(res.status).toBe(200);
      const { state, form } = res.json.data.onboarding;
      const expired = t.now() - Date.parse(row.created_at) >= MAGIC_LINK_LIFETIME_MS;
      expect(state).toBe(row.has_been_used ? 'used' : expired ? 'expired' : 'active');
      expect(form === null).toBe(state !== 'active');
      states.add(state);
    }
    expect([...states].sort()).toEqual(['active', 'expired', 'used']);
  });
});
