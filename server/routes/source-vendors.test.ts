import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../src/api/schemas/envelope.ts';
import { type FormNode, formDefinition } from '../../src/api/schemas/form.ts';
import { SOURCE_VENDORS, sourceVendorListReply } from '../../src/api/schemas/source.ts';
import { postgresSource, setup } from '../testing/source-fixtures.ts';

const find = (node: FormNode, name: string): FormNode | undefined =>
  node.name === name ? node : (node.children ?? []).map((c) => find(c, name)).find(Boolean);

describe('GET /api/public/source-vendors', () => {
  it('lists the source vendors, snowflake first, without a session', async () => {
    const { t } = await setup();
    const res = await t.call('GET', '/api/public/source-vendors');
    const { vendors } = v.parse(envelope(sourceVendorListReply), res.json).data;
    expect(vendors.map((x) => x.vendor_name)).toEqual([...SOURCE_VENDORS]);
    for (const vendor of [
      'snowflake',
      'postgres',
      'bigquery',
      'redshift',
      'databricks',
      'mysql',
      'sql_server',
      'clickhouse',
    ]) {
      expect(SOURCE_VENDORS).toContain(vendor);
    }
    expect(vendors.find((x) => x.vendor_name === 'postgres')).toMatchObject({
      display_name: 'PostgreSQL',
      logo_url: '/api/public/vendor-logos/postgres.svg',
      supports_ssh_tunnel: true,
    });
    expect(vendors.find((x) => x.vendor_name === 'bigquery')).toMatchObject({ uses_service_account: true });
    const names = vendors.find((x) => x.vendor_name === 'postgres')?.fields.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['host', 'port', 'password', 'existing_ssh_key']));
    // Name and vendor sit above every branch; internal fields are not listed.
    expect(names).not.toContain('name');
    expect(names).not.toContain('connection_timeout_in_seconds');
  });
});

describe('GET /api/public/forms/source-vendors', () => {
  it('returns the tree in the shared form schema, one branch on request, 404 for unknown vendor or org', async () => {
    const { t } = await setup();
    const res = await t.call('GET', '/api/public/forms/source-vendors?org_id=acme-analytics');
    const { form, sections } = v.parse(envelope(formDefinition), res.json).data;
    expect(form.name).toBe('vendor');
    expect(form.enum?.[0]?.key).toBe('snowflake');
    expect(new Set(form.children?.map((c) => c.parent))).toEqual(new Set(SOURCE_VENDORS));
    expect(sections.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6]);
    const one = await t.call('GET', '/api/public/forms/source-vendors?vendor=mysql');
    const mysql = v.parse(envelope(formDefinition), one.json).data.form;
    expect(new Set(mysql.children?.map((c) => c.parent))).toEqual(new Set(['mysql']));
    expect(mysql.children?.map((c) => c.name)).toEqual(
      expect.arrayContaining(['name', 'host', 'port', 'database', 'auth_method', 'use_ssh_tunnel']),
    );
    expect((await t.call('GET', '/api/public/forms/source-vendors?vendor=oracle')).status).toBe(404);
    expect((await t.call('GET', '/api/public/forms/source-vendors?org_id=nope')).status).toBe(404);
  });
});

describe('the SSH key a source tunnel presents (existing_ssh_key)', () => {
  it('offers the secondary key only once a rotation made it, and shows each public key', async () => {
    const { t, call, create } = await setup();
    const keyChoice = async () => {
      const res = await t.call('GET', '/api/public/forms/source-vendors?vendor=postgres');
      const form = v.parse(envelope(formDefinition), res.json).data.form;
      return {
        choice: find(form, 'existing_ssh_key'),
        primary: find(form, 'primary_public_key')?.const,
        secondary: find(form, 'secondary_public_key')?.const,
      };
    };
    const before = await keyChoice();
    expect(before.choice?.enum).toEqual([
      { key: 'primary', display: 'Primary key' },
      { key: 'secondary', display: 'Secondary key', disabled: true },
    ]);
    expect(before.primary).toBeUndefined();

    const secondary = {
      ...postgresSource(),
      postgres: {
        ...postgresSource().postgres,
        ssh_tunnel: { ...postgresSource().postgres.ssh_tunnel, existing_ssh_key: 'secondary' },
      },
    };
    const refused = await create(secondary);
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(
      'postgres.ssh_tunnel.existing_ssh_key: the organisation has no secondary SSH key (rotating the primary key makes one)',
    );

    const first = (await t.call('POST', '/api/public/actions/generate-ssh-key')).json.data.public_key;
    expect((await keyChoice()).primary).toBe(first);
    // Rotating changes what every tunnel presents: only a signed-in user may.
    expect((await t.call('POST', '/api/public/actions/generate-ssh-key?rotate=true')).status).toBe(401);
    const rotated = await call('POST', '/api/public/actions/generate-ssh-key?rotate=true');
    expect(rotated.json.data.public_key).not.toBe(first);
    const after = await keyChoice();
    expect(after.choice?.enum?.every((e) => !e.disabled)).toBe(true);
    expect(after).toMatchObject({ primary: rotated.json.data.public_key, secondary: first });

    const created = await create(secondary);
    expect(created.status).toBe(200);
    expect(created.json.data.source.postgres.ssh_tunnel).toMatchObject({
      existing_ssh_key: 'secondary',
      ssh_public_key: first,
    });
    expect(created.text).not.toContain('PRIVATE');
  });
});
