import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { envelope, pagedEnvelope } from '../../src/api/schemas/envelope.ts';
import {
  MAGIC_LINK_LIFETIME_MS,
  magicLinkListReply,
  magicLinkReply,
  magicLinkVendorListReply,
} from '../../src/api/schemas/magic-link.ts';
import { sha256 } from '../secrets/hashing.ts';
import { makeTestApp } from '../testing/test-app.ts';

async function setup() {
  const t = makeTestApp();
  const cookie = await t.signIn();
  const recipientId = t.db
    .prepare(`SELECT id FROM recipients WHERE environment = 'prod' ORDER BY id LIMIT 1`)
    .pluck()
    .get() as string;
  const create = (magicLink: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.call('POST', '/api/magic-links', {
      cookie,
      headers,
      body: { magic_link: { name: 'Onboarding', recipient_id: recipientId, ...magicLink } },
    });
  return { t, cookie, recipientId, create };
}

const events = (t: ReturnType<typeof makeTestApp>, type: string) =>
  (t.db.prepare('SELECT data FROM events WHERE type = ?').pluck().all(type) as string[]).map((d) =>
    JSON.parse(d),
  );

describe('magic link list and reads', () => {
  it('pages every link of the environment once, newest first, with its recipient and expiry', async () => {
    const { t, cookie } = await setup();
    const seen: string[] = [];
    let url: string | undefined = '/api/magic-links?page_size=3';
    while (url) {
      const res = await t.call('GET', url, { cookie });
      expect(res.status).toBe(200);
      const page = v.parse(pagedEnvelope(magicLinkListReply), res.json);
      for (const link of page.data.magic_links) {
        expect(link.id_in_provider_system).not.toBe('');
        expect(Date.parse(String(link.expires_at)) - Date.parse(link.created_at)).toBe(
          MAGIC_LINK_LIFETIME_MS,
        );
      }
      seen.push(...page.data.magic_links.map((l) => l.created_at));
      url = page.next_url ?? undefined;
    }
    expect(seen).toHaveLength(8);
    expect(seen).toEqual([...seen].sort().reverse());
    expect((await t.call('GET', '/api/magic-links')).status).toBe(401);
  });

  it('reads one link, 404 for an unknown id or one of the other environment', async () => {
    const { t, cookie } = await setup();
    const id = t.db.prepare(`SELECT id FROM magic_links WHERE environment = 'prod' LIMIT 1`).pluck().get();
    const res = await t.call('GET', `/api/magic-links/${id}`, { cookie });
    expect(v.parse(envelope(magicLinkReply), res.json).data.magic_link.id).toBe(id);
    expect((await t.call('GET', '/api/magic-links/nope', { cookie })).status).toBe(404);
    const staging = await t.call('GET', `/api/magic-links/${id}`, {
      cookie,
      headers: { Environment: 'staging' },
    });
    expect(staging.status).toBe(404);
  });
});

describe('generating a magic link', () => {
  it('makes a console onboarding link whose token is stored only as a hash, and publishes the event without it', async () => {
    const { t, cookie, recipientId, create } = await setup();
    const res = await create({ vendor: 'postgres', host: 'db.globex.com', set_destination_enabled: false });
    expect(res.status).toBe(200);
    const link = v.parse(envelope(magicLinkReply), res.json).data.magic_link;
    expect(link).toMatchObject({
      name: 'Onboarding',
      recipient_id: recipientId,
      vendor: 'postgres',
      host: 'db.globex.com',
      has_been_used: false,
      set_destination_enabled: false,
      created_at: new Date(t.now()).toISOString(),
    });
    const token = /^http:\/\/127\.0\.0\.1:4173\/onboard\/([A-Za-z0-9_-]{43})$/.exec(link.link)?.[1];
    expect(token).toBeDefined();
    expect(t.db.prepare('SELECT token_hash FROM magic_links WHERE id = ?').pluck().get(link.id)).toBe(
      sha256(String(token)),
    );
    expect((await t.call('GET', `/api/magic-links/${link.id}`, { cookie })).json.data.magic_link).toEqual(
      link,
    );
    const [event] = events(t, 'export_magic_link.created');
    expect(event.magic_link.id).toBe(link.id);
    expect(JSON.stringify(event)).not.toContain(String(token));
    expect(t.logs.join('\n')).not.toContain(String(token));
  });

  it('uses the configured console origin for the link', async () => {
    const t = makeTestApp({ consoleOrigin: 'https://console.example.com' });
    const cookie = await t.signIn();
    const recipientId = t.db
      .prepare(`SELECT id FROM recipients WHERE environment = 'prod' LIMIT 1`)
      .pluck()
      .get();
    const res = await t.call('POST', '/api/magic-links', {
      cookie,
      body: { magic_link: { name: 'A', recipient_id: recipientId, vendor: 'bigquery', bucket_name: 'b' } },
    });
    expect(res.json.data.magic_link.link).toMatch(/^https:\/\/console\.example\.com\/onboard\/[\w-]{43}$/);
  });

  it('answers 400 for malformed JSON and 422 naming the field for a bad body', async () => {
    const { t, cookie, create } = await setup();
    expect((await t.call('POST', '/api/magic-links', { cookie, body: '{' })).status).toBe(400);
    const cases: [Record<string, unknown>, string][] = [
      [{ vendor: 'postgres', host: 'h', name: ' ' }, 'magic_link.name: name is required'],
      [
        { vendor: 'postgres', host: 'h', recipient_id: 'nobody' },
        'magic_link.recipient_id: no recipient with id "nobody"',
      ],
      [
        { vendor: 'teradata' },
        'magic_link.vendor: vendor must be a supported destination vendor (received "teradata")',
      ],
      [{ vendor: 'snowflake' }, 'magic_link.host: host is required for Snowflake'],
      [
        { vendor: 'bigquery', host: 'h', bucket_name: 'b' },
        'magic_link.host: a BigQuery destination has no host',
      ],
      [{ vendor: 'redshift', host: 'h' }, 'magic_link.bucket_name: bucket_name is required for Redshift'],
      [
        { vendor: 'delta_lake', bucket_vendor: 's3_compatible', bucket_name: 'b' },
        'magic_link.host: host is required for Delta Lake with S3 compatible storage',
      ],
      [
        { vendor: 'databricks', host: 'h', bucket_name: 'b' },
        'magic_link.bucket_name: Unity Catalog manages its own storage; bucket_name applies only with the hive metastore',
      ],
      [
        { vendor: 'databricks', host: 'h', metastore: 'hive' },
        'magic_link.bucket_name: bucket_name is required for Databricks with the hive metastore',
      ],
      [
        { vendor: 'databricks', host: 'h', metastore: 'glue' },
        'magic_link.metastore: metastore must be one of hive, unity_catalog',
      ],
      [
        { vendor: 'postgres', host: 'h', metastore: 'hive' },
        'magic_link.metastore: a PostgreSQL destination has no metastore (only Databricks has one)',
      ],
      [
        { vendor: 'abs' },
        'magic_link.bucket_access_id: bucket_access_id (the storage account name) is required for Azure Blob Storage',
      ],
      [
        { vendor: 'clickhouse', host: 'h', bucket_name: 'b', bucket_vendor: 's3_compatible' },
        'magic_link.bucket_vendor: bucket_vendor must be one of bucket_s3, bucket_gcs for ClickHouse (received "s3_compatible")',
      ],
      [
        { vendor: 'postgres', host: 'h', redirect_url: 'javascript:alert(1)' },
        'magic_link.redirect_url: redirect_url must be an http(s) URL',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect({ body, status: res.status, message: res.json.message }).toEqual({ body, status: 422, message });
    }
    expect(events(t, 'export_magic_link.created')).toEqual([]);
  });

  it('fills in the magic link defaults: Unity Catalog for Databricks, S3 storage for Delta Lake and the Hive metastore', async () => {
    const { create } = await setup();
    const unity = (await create({ vendor: 'databricks', host: 'dbc.cloud.databricks.com' })).json.data
      .magic_link;
    expect(unity).toMatchObject({ metastore: 'unity_catalog', bucket_vendor: null, bucket_name: null });
    const hive = (await create({ vendor: 'databricks', host: 'h', metastore: 'hive', bucket_name: 'stage' }))
      .json.data.magic_link;
    expect(hive).toMatchObject({ metastore: 'hive', bucket_vendor: 'bucket_s3', bucket_name: 'stage' });
    const delta = (await create({ vendor: 'delta_lake', bucket_name: 'lake' })).json.data.magic_link;
    expect(delta).toMatchObject({ bucket_vendor: 'bucket_s3', host: null });
    const azure = (
      await create({ vendor: 'delta_lake', bucket_vendor: 'abs', bucket_name: 'c', bucket_access_id: 'acct' })
    ).json.data.magic_link;
    expect(azure).toMatchObject({ bucket_vendor: 'bucket_abs', bucket_access_id: 'acct' });
  });
});

describe('deleting a magic link', () => {
  it('deletes once, publishes export_magic_link.deleted, then 404', async () => {
    const { t, cookie, create } = await setup();
    const id = (await create({ vendor: 'postgres', host: 'h' })).json.data.magic_link.id;
    expect(
      (await t.call('DELETE', `/api/magic-links/${id}`, { cookie, headers: { Environment: 'staging' } }))
        .status,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/magic-links/${id}`, { cookie })).status).toBe(200);
    expect(events(t, 'export_magic_link.deleted').map((e) => e.magic_link.id)).toEqual([id]);
    expect((await t.call('DELETE', `/api/magic-links/${id}`, { cookie })).status).toBe(404);
    expect((await t.call('GET', `/api/magic-links/${id}`, { cookie })).status).toBe(404);
  });
});

describe('magic link vendors', () => {
  it('lists every destination vendor with the fields a link presets, without a session', async () => {
    const t = makeTestApp();
    const res = await t.call('GET', '/api/public/vendors/magic-links');
    const vendors = v.parse(envelope(magicLinkVendorListReply), res.json).data.vendors;
    expect(vendors).toHaveLength(20);
    const field = (vendor: string, name: string) =>
      vendors.find((x) => x.vendor_name === vendor)?.fields.find((f) => f.name === name);
    expect(field('snowflake', 'host')?.is_required).toBe(true);
    expect(field('bigquery', 'host')).toBeUndefined();
    expect(field('redshift', 'bucket_name')?.is_required).toBe(true);
    expect(field('delta_lake', 'host')?.is_required).toBe(false);
    expect(field('databricks', 'bucket_name')?.is_required).toBe(false);
    expect(field('databricks', 'metastore')?.enum?.map((e) => e.key)).toEqual(['unity_catalog', 'hive']);
    expect(field('delta_lake', 'bucket_vendor')?.enum?.map((e) => e.key)).toEqual([
      'bucket_s3',
      'bucket_s3_compatible',
      'bucket_abs',
      'bucket_gcs',
    ]);
    expect(field('clickhouse', 'bucket_vendor')?.enum?.map((e) => e.display)).toEqual([
      'Amazon S3',
      'Google Cloud Storage',
    ]);
  });
});
