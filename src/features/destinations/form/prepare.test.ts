import { describe, expect, it } from 'vitest';
import { root, workedExample } from '../../../api/wire/form-fixture.ts';
import { prepareDestination } from './prepare.ts';

/** The worked example of CONTRACT.md §6, as the form would hold it (flat, numbers typed as text). */
const { postgres: _sent, ...top } = workedExample;
const workedExampleValues = {
  ...top,
  host: 'db.acme.io',
  port: '5432',
  database: 'prod',
  schema: 'export',
  auth_method: 'password_auth',
  username: 'u',
  password: 'p',
  use_ssh_tunnel: true,
  ssh_tunnel_host: 'bastion',
  ssh_tunnel_port: '22',
  ssh_tunnel_username: 'prequel',
  disable_ssl: false,
};

describe('prepareDestination', () => {
  it('produces the worked example of CONTRACT.md §6 byte for byte', () => {
    const body = JSON.stringify({ destination: prepareDestination(root, workedExampleValues) });
    expect(body).toBe(
      '{"destination":{"vendor":"postgres","name":"acme","recipient_id":"r1","enabled_models":["*"],' +
        '"frequency_minutes":60,"is_enabled":true,"postgres":{"host":"db.acme.io","port":5432,' +
        '"database":"prod","schema":"export","auth_method":"password_auth","password_auth":{"username":"u",' +
        '"password":"p"},"use_ssh_tunnel":true,"ssh_tunnel":{"ssh_tunnel_host":"bastion","ssh_tunnel_port":22,' +
        '"ssh_tunnel_username":"prequel"},"disable_ssl":false}}}',
    );
  });

  it('drops the fields of closed branches and of other vendors', () => {
    const prepared = prepareDestination(root, {
      ...workedExampleValues,
      use_ssh_tunnel: false,
      project_id: 'left-over-from-bigquery',
    });
    expect(prepared.postgres).not.toHaveProperty('ssh_tunnel');
    expect(prepared.postgres).not.toHaveProperty('project_id');
    expect(prepared).not.toHaveProperty('bigquery');
  });

  it('sends the integer fields as integers, 0 when empty', () => {
    const prepared = prepareDestination(root, {
      ...workedExampleValues,
      port: '',
      ssh_tunnel_port: ' 2222 ',
    });
    expect(prepared.postgres).toMatchObject({ port: 0, ssh_tunnel: { ssh_tunnel_port: 2222 } });
  });

  it('writes SSL options under ssl_options when disable_ssl is false', () => {
    const prepared = prepareDestination(root, { ...workedExampleValues, ssl_root_certificate: 'PEM' });
    expect(prepared.postgres).toMatchObject({
      disable_ssl: false,
      ssl_options: { ssl_root_certificate: 'PEM' },
    });
  });

  it('sends a generated public key where its field sits', () => {
    const prepared = prepareDestination(root, { ...workedExampleValues, ssh_public_key: 'ssh-rsa AAAA k' });
    expect(prepared.postgres).toMatchObject({ ssh_tunnel: { ssh_public_key: 'ssh-rsa AAAA k' } });
  });

  it('parses JSON fields, sends an unparseable one as undefined, and never sends service_account', () => {
    const base = { vendor: 'bigquery', name: 'bq', recipient_id: 'r1', enabled_models: ['b', 'a'] };
    const good = prepareDestination(root, { ...base, service_account_key: '{"type":"service_account"}' });
    expect(good.bigquery).toMatchObject({
      gcp_service_account_role: { service_account_key: { type: 'service_account' } },
    });
    expect(JSON.stringify(good)).not.toContain('prequel@acme.iam.gserviceaccount.com');
    const bad = prepareDestination(root, { ...base, service_account_key: '{not json' });
    expect(bad.bigquery).not.toHaveProperty('gcp_service_account_role.service_account_key');
    expect(good.enabled_models).toEqual(['a', 'b']);
  });

  it('puts bigquery bucket fields under bucket_gcs once, even when the tree already says so', () => {
    const prepared = prepareDestination(root, {
      vendor: 'bigquery',
      bucket_name: 'exports',
      bucket_region: 'us-central1',
    });
    expect(prepared.bigquery).toMatchObject({
      bucket_vendor: 'bucket_gcs',
      bucket_gcs: { bucket_name: 'exports', bucket_region: 'us-central1' },
    });
  });

  it('groups clickhouse access keys under aws_access_keys and gcs_hmac_keys', () => {
    const prepared = prepareDestination(root, {
      vendor: 'clickhouse',
      host: 'ch.acme.io',
      bucket_name: 'stage',
      access_id: 'AKIA',
      secret_key: 's3cret',
      access_key: 'GOOG',
      secret: 'hmac',
    });
    expect(prepared.clickhouse).toEqual({
      host: 'ch.acme.io',
      bucket_name: 'stage',
      aws_access_keys: { access_id: 'AKIA', secret_key: 's3cret' },
      gcs_hmac_keys: { access_key: 'GOOG', secret: 'hmac' },
    });
  });

  it('keeps the all-models marker alone and defaults the top-level fields', () => {
    const prepared = prepareDestination(root, { vendor: 'snowflake', enabled_models: ['orders', '*'] });
    expect(prepared).toEqual({
      vendor: 'snowflake',
      name: '',
      recipient_id: '',
      enabled_models: ['*'],
      frequency_minutes: 0,
      is_enabled: true,
    });
  });
});
