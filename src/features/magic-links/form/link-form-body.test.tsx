// @vitest-environment jsdom
/**
 * The Generate Magic Link form as a user meets it, in jsdom against a stubbed fetch: the rules on
 * submit, the vendor and metastore changes, no recipients, the confirmation and the POST body, and a
 * refused save that keeps the input and marks the field the server named.
 */
import type { RouterHistory } from '@tanstack/react-router';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Recipient } from '../../../api/schemas/recipient.ts';
import { Toaster } from '../../../components/ui/index.ts';
import { json as reply, stubApi } from '../../../test-support/api.ts';
import { render as mount, type } from '../../../test-support/render.tsx';
import { CREATED_STATE_KEY } from '../created-link.ts';
import { LinkFormBody } from './link-form-body.tsx';
import { VENDORS } from './vendor-fixtures.ts';

const GLOBEX: Recipient = {
  id: 'r-globex',
  name: 'Globex',
  id_in_provider_system: 'globex',
  products: ['Billing'],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const vendors = [VENDORS.postgres, VENDORS.databricks, VENDORS.delta_lake];

const { fetch: fetchMock } = stubApi({ baseUrl: 'http://api.test' });

let host: HTMLDivElement;
let history: RouterHistory;

async function render(recipients: Recipient[] = [GLOBEX]) {
  const form = (
    <>
      <LinkFormBody vendors={vendors} recipients={recipients} />
      <Toaster />
    </>
  );
  const { host: mounted, router } = await mount(form, { router: { url: '/magic-links/new' } });
  host = mounted;
  history = router.history;
}

const field = <T extends HTMLElement = HTMLInputElement>(name: string) =>
  host.querySelector<T>(`[name="${name}"]`) as T | null;
const submitButton = () =>
  host.querySelector<HTMLButtonElement>('button[type="submit"]') as HTMLButtonElement;
const text = () => document.body.textContent ?? '';
function choose(name: string, value: string) {
  const select = field<HTMLSelectElement>(name) as HTMLSelectElement;
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
const click = async (element: HTMLElement) => act(async () => element.click());
/** The confirmation's own Generate button (the form's submit button has the same name). */
const confirmButton = () =>
  [...document.body.querySelectorAll('[role="alertdialog"] button')].find(
    (b) => b.textContent?.trim() === 'Generate',
  ) as HTMLButtonElement;

describe('LinkFormBody', () => {
  it('names what is missing, focuses the first field and sends nothing', async () => {
    await render();
    await click(submitButton());
    expect(text()).toContain('Name is required.');
    expect(text()).toContain('Recipient is required.');
    expect(text()).toContain('Host is required.');
    expect(field('name')?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without recipients disables Generate and links to /recipients/new', async () => {
    await render([]);
    expect(submitButton().disabled).toBe(true);
    expect(text()).toContain('No configured recipients');
    expect(host.querySelector('a[href="/recipients/new"]')).not.toBeNull();
  });

  it('follows the vendor and metastore: Unity Catalog hides the bucket, Hive asks for it on S3', async () => {
    await render();
    choose('vendor', 'databricks');
    expect(field<HTMLSelectElement>('metastore')?.value).toBe('unity_catalog');
    expect(field('bucket_name')).toBeNull();
    choose('metastore', 'hive');
    expect(field<HTMLSelectElement>('bucket_vendor')?.value).toBe('bucket_s3');
    type(field('bucket_name') as HTMLInputElement, 'staging');
    choose('vendor', 'delta_lake');
    expect(field<HTMLSelectElement>('bucket_vendor')?.value).toBe('bucket_s3');
    expect(field('bucket_name')?.value).toBe('');
    expect(field('host')).toBeNull();
    choose('bucket_vendor', 'bucket_s3_compatible');
    expect(field('host')).not.toBeNull();
  });

  it('confirms, then posts only what the vendor uses and opens the list with the new link', async () => {
    const created = {
      id: 'ml-new',
      name: 'Globex warehouse',
      recipient_id: GLOBEX.id,
      id_in_provider_system: 'globex',
      vendor: 'postgres',
      host: 'db.globex.com',
      link: 'http://console.test/onboard/tok',
      has_been_used: false,
      created_at: '2026-11-20T10:00:00.000Z',
    };
    fetchMock.mockResolvedValue(
      reply(200, { status: 'success', data: { magic_link: created }, message: '' }),
    );
    await render();
    type(field('name') as HTMLInputElement, ' Globex warehouse ');
    choose('recipient_id', GLOBEX.id);
    choose('vendor', 'databricks');
    choose('vendor', 'postgres');
    type(field('host') as HTMLInputElement, 'db.globex.com');
    await click(submitButton());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(text()).toContain('Anyone who opens the link can set up a PostgreSQL destination for Globex.');
    await click(confirmButton());
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      magic_link: {
        name: 'Globex warehouse',
        recipient_id: GLOBEX.id,
        vendor: 'postgres',
        host: 'db.globex.com',
        set_destination_enabled: true,
      },
    });
    await vi.waitFor(() => expect(history.location.pathname).toBe('/magic-links/active'));
    expect(history.location.state).toMatchObject({ [CREATED_STATE_KEY]: 'ml-new' });
    await vi.waitFor(() => expect(text()).toContain('Magic Link created successfully!'));
  });

  it('keeps the input when the server refuses, and marks the field it named', async () => {
    const message = 'magic_link.host: host is required for PostgreSQL';
    fetchMock.mockResolvedValue(reply(422, { status: 'error', data: null, message }));
    await render();
    type(field('name') as HTMLInputElement, 'Globex');
    choose('recipient_id', GLOBEX.id);
    type(field('host') as HTMLInputElement, 'db');
    await click(submitButton());
    await click(confirmButton());
    await vi.waitFor(() => expect(field('host')?.getAttribute('aria-invalid')).toBe('true'));
    expect(text()).toContain(message);
    expect(field('name')?.value).toBe('Globex');
    expect(history.location.pathname).toBe('/magic-links/new');
  });
});
