// @vitest-environment jsdom
/**
 * Add Source offers the vendors of GET /public/source-vendors, with the server's names; when that list
 * cannot be had, the form says so ('Failed to fetch source vendors.', SPEC.md §8) with Try again, and
 * no toast (a suppressed read), and Try again brings the form.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../api/schemas/form.ts';
import { field } from '../../../api/wire/form-fixture.ts';
import { ok, stubApi } from '../../../test-support/api.ts';
import { testOrganization } from '../../../test-support/organization.ts';
import { render, settle } from '../../../test-support/render.tsx';
import { session } from '../../auth/session.ts';
import { SourceForm } from './source-form.tsx';

const definition: FormDefinition = {
  sections: [{ id: 1, title: 'Source' }],
  form: field('vendor', null, {
    required: true,
    enum: [
      { key: 'snowflake', display: 'snowflake' },
      { key: 'postgres', display: 'postgres' },
    ],
    attributes: { section_id: 1, form_element: 'select', label: 'Vendor' },
    children: [
      field('name', 'postgres', { required: true, attributes: { section_id: 1, label: 'Source Name' } }),
    ],
  }),
};
const listed = (vendor_name: string, display_name: string) => ({
  vendor_name,
  display_name,
  logo_url: `/api/public/vendor-logos/${vendor_name}.svg`,
  fields: [],
  uses_service_account: false,
  supports_ssh_tunnel: true,
});

const api = stubApi();
beforeEach(() => {
  session.set({ status: 'signed-in', email: 'ada@acme.io', environment: 'prod' });
  api.route('GET /api/orgs', ok({ organization: testOrganization() }));
  api.route('GET /api/public/forms/source-vendors', ok(definition));
});
afterEach(() => session.set({ status: 'signed-out' }));

const text = () => document.body.textContent ?? '';
const vendorOptions = () =>
  [...document.querySelectorAll<HTMLOptionElement>('select[name="vendor"] option')]
    .filter((o) => o.value !== '')
    .map((o) => `${o.value}:${o.textContent}`);

describe('SourceForm (new source)', () => {
  it('offers the vendors GET /public/source-vendors lists, by the names it gives', async () => {
    api.route('GET /api/public/source-vendors', ok({ vendors: [listed('postgres', 'PostgreSQL')] }));
    await render(<SourceForm />, { router: { url: '/' } });
    await settle(() => vendorOptions().length > 0);
    expect(vendorOptions()).toEqual(['postgres:PostgreSQL']);
  });

  it('says "Failed to fetch source vendors." with Try again when the list fails, without a toast', async () => {
    let answered = 0;
    api.route('GET /api/public/source-vendors', () =>
      answered++ === 0
        ? new Response('503 from a proxy', { status: 503 })
        : ok({ vendors: [listed('snowflake', 'Snowflake'), listed('postgres', 'PostgreSQL')] }),
    );
    await render(<SourceForm />, { router: { url: '/' } });
    await settle(() => document.querySelector('[role="alert"]') !== null);
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(
      'Failed to fetch source vendors.',
    );
    expect(api.toasts).not.toHaveBeenCalled();

    const retry = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Try again');
    await act(async () => retry?.click());
    await settle(() => vendorOptions().length > 0);
    expect(vendorOptions()).toEqual(['snowflake:Snowflake', 'postgres:PostgreSQL']);
    expect(text()).not.toContain('Failed to fetch source vendors.');
  });
});
