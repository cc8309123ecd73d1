import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../src/api/schemas/envelope.ts';
import { formDefinition } from '../../src/api/schemas/form.ts';
import { DESTINATION_VENDORS, destinationVendorListReply } from '../../src/api/schemas/vendor.ts';
import { makeTestApp } from '../testing/test-app.ts';

describe('GET /api/public/destination-vendors', () => {
  it('lists the 20 vendors with their fields and needs, without a session', async () => {
    const t = makeTestApp();
    const res = await t.call('GET', '/api/public/destination-vendors');
    expect(res.status).toBe(200);
    const { vendors } = v.parse(envelope(destinationVendorListReply), res.json).data;
    expect(vendors.map((x) => x.vendor_name)).toEqual([...DESTINATION_VENDORS]);
    const byName = new Map(vendors.map((x) => [x.vendor_name, x]));
    expect(byName.get('postgres')).toMatchObject({
      display_name: 'PostgreSQL',
      logo_url: '/api/public/vendor-logos/postgres.svg',
      docs: '/api/docs?vendor=postgres',
      supports_ssh_tunnel: true,
      uses_staging_bucket: false,
    });
    expect(byName.get('bigquery')).toMatchObject({ uses_service_account: true, uses_staging_bucket: true });
    const host = byName.get('postgres')?.fields.find((f) => f.name === 'host');
    expect(host).toEqual({
      name: 'host',
      label: 'Host',
      type: 'string',
      form_element: 'input',
      is_required: true,
    });
    // Internal fields are not listed.
    expect(byName.get('postgres')?.fields.map((f) => f.name)).not.toContain('connection_timeout_in_seconds');
  });
});

describe('GET /api/public/vendor-logos/{vendor}.svg', () => {
  it('serves a cacheable SVG badge per vendor and 404 for anything else', async () => {
    const t = makeTestApp();
    for (const vendor of DESTINATION_VENDORS) {
      const res = await t.call('GET', `/api/public/vendor-logos/${vendor}.svg`);
      expect(res.status, vendor).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(res.text).toMatch(/^<svg [^>]*role="img"/);
      expect(res.text).not.toMatch(/<script|on\w+=/i);
    }
    expect((await t.call('GET', '/api/public/vendor-logos/oracle.png')).status).toBe(404);
    const unknown = await t.call('GET', '/api/public/vendor-logos/teradata.svg');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ status: 'error', data: null, message: 'No vendor logo teradata.svg.' });
  });
});

describe('GET /api/public/forms/destination-vendors', () => {
  it('returns the whole tree in the shared schema, rooted at the vendor select', async () => {
    const t = makeTestApp();
    const res = await t.call('GET', '/api/public/forms/destination-vendors?org_id=acme-analytics');
    expect(res.status).toBe(200);
    const { form, sections } = v.parse(envelope(formDefinition), res.json).data;
    expect(form.name).toBe('vendor');
    expect(new Set(form.children?.map((c) => c.parent))).toEqual(new Set(DESTINATION_VENDORS));
    expect(sections.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("narrows to one vendor's branch and shows the organisation's roles read-only", async () => {
    const t = makeTestApp();
    const res = await t.call('GET', '/api/public/forms/destination-vendors?org_id=acme-analytics&vendor=s3');
    const { form } = v.parse(envelope(formDefinition), res.json).data;
    expect(new Set(form.children?.map((c) => c.parent))).toEqual(new Set(['s3']));
    const auth = form.children?.find((c) => c.name === 'auth_method');
    const role = auth?.children?.find((c) => c.name === 'prequel_aws_iam_role_arn');
    expect(role?.const).toBe('arn:aws:iam::215937504812:role/prequel-acme-analytics-export');
    expect(auth?.children?.find((c) => c.name === 'aws_trust_policy')?.const).toContain(
      '"sts:ExternalId": "acme-analytics"',
    );
  });

  it('follows the session organisation without org_id, and 404s unknown vendors and organisations', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    expect((await t.call('GET', '/api/public/forms/destination-vendors?vendor=gcs', { cookie })).status).toBe(
      200,
    );
    const vendor = await t.call('GET', '/api/public/forms/destination-vendors?vendor=teradata');
    expect(vendor.status).toBe(404);
    expect(vendor.json.message).toBe('Unknown destination vendor "teradata".');
    const org = await t.call('GET', '/api/public/forms/destination-vendors?org_id=nope');
    expect(org.status).toBe(404);
    expect(org.json.message).toBe('No organization with id "nope".');
  });
});
