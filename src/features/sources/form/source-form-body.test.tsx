// @vitest-environment jsdom
/**
 * The source form as a user meets it: React DOM in jsdom under a memory router with a stubbed fetch.
 * A test needs valid fields first; Save waits for a passing test of the current values and any edit
 * resets it; a failure shows the server's reason; an edit tests and saves only what changed; a
 * refusal naming a field marks it and keeps what was typed.
 */
import type { AnyRouter } from '@tanstack/react-router';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../api/schemas/form.ts';
import type { Source } from '../../../api/schemas/source.ts';
import { field } from '../../../api/wire/form-fixture.ts';
import { SUCCESS_TEXT, TEST_FIRST_HINT } from '../../../components/form-tree/use-connection-test.ts';
import { json, stubApi } from '../../../test-support/api.ts';
import { render, settle, type } from '../../../test-support/render.tsx';
import { SOURCE_TEST_FAILURE_TEXT } from '../source-values.ts';
import { SourceFormBody } from './source-form-body.tsx';

const postgres = [
  field('name', 'postgres', { required: true, attributes: { section_id: 1, label: 'Source Name' } }),
  field('host', 'postgres', { required: true, attributes: { label: 'Host' } }),
  field('port', 'postgres', {
    required: true,
    type: 'number',
    attributes: { label: 'Port', input_type: 'number' },
  }),
  field('password', 'postgres', {
    required: true,
    attributes: { section_id: 3, label: 'Password', input_type: 'password' },
  }),
];
const definition: FormDefinition = {
  sections: [
    { id: 1, title: 'Source' },
    { id: 2, title: 'Connection' },
    { id: 3, title: 'Authentication' },
  ],
  form: field('vendor', null, {
    required: true,
    enum: [
      { key: 'snowflake', display: 'Snowflake' },
      { key: 'postgres', display: 'PostgreSQL' },
    ],
    attributes: { section_id: 1, form_element: 'select', label: 'Vendor' },
    children: postgres,
  }),
};
const STORED: Source = {
  id: 's1',
  name: 'Orders',
  vendor: 'postgres',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  postgres: { host: 'db.acme.io', port: 5432 },
};

const { fetch: fetchMock, sent } = stubApi();
const reply = (status: number, data: unknown, message = '') =>
  json(status, { status: status < 300 ? 'success' : 'error', data, message });
const tested = (status: 'success' | 'error', message = '') => reply(200, { status, message });

let router: AnyRouter;

async function renderForm(source?: Source) {
  const form = <SourceFormBody definition={definition} orgId="acme" source={source} />;
  ({ router } = await render(form, { router: { url: '/', path: '/', also: ['/sources/$id'] } }));
}

const byName = (name: string) =>
  document.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;
const button = (label: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label) as HTMLButtonElement;
const saveButton = () =>
  document.querySelector<HTMLButtonElement>('button[type="submit"]') as HTMLButtonElement;
const text = () => document.body.textContent ?? '';

const call = (i: number) => {
  const { url, method, body } = sent(i);
  return { url, method, body };
};
async function fillPostgres() {
  type(byName('vendor') as unknown as HTMLSelectElement, 'postgres');
  type(byName('name'), ' Orders ');
  type(byName('host'), 'db.acme.io');
  type(byName('port'), '5432');
  type(byName('password'), 'secret');
}

describe('SourceFormBody', () => {
  it('runs no test while a required field is empty: names it, marks it and focuses the first', async () => {
    await renderForm();
    type(byName('vendor') as unknown as HTMLSelectElement, 'postgres');
    expect(saveButton().disabled).toBe(true);
    expect(text()).toContain(TEST_FIRST_HINT);
    act(() => button('Test Connection').click());
    expect(text()).toContain('Source Name is required.');
    expect(text()).toContain('Password is required.');
    expect(byName('host').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(byName('name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('enables Save only after a passing test of the current values; an edit resets it', async () => {
    fetchMock.mockResolvedValue(tested('success'));
    await renderForm();
    await fillPostgres();
    await act(async () => button('Test Connection').click());
    expect(call(0)).toEqual({
      url: '/api/test-source',
      method: 'POST',
      body: {
        source: {
          vendor: 'postgres',
          name: 'Orders',
          postgres: { host: 'db.acme.io', port: 5432, password: 'secret' },
        },
      },
    });
    await settle(() => text().includes(SUCCESS_TEXT));
    expect(saveButton().disabled).toBe(false);
    type(byName('port'), '5433');
    expect(text()).not.toContain(SUCCESS_TEXT);
    expect(saveButton().disabled).toBe(true);
  });

  it("shows the server's reason after a failed test and keeps Save disabled", async () => {
    fetchMock.mockResolvedValue(tested('error', 'password authentication failed for user "reader"'));
    await renderForm();
    await fillPostgres();
    act(() => button('Test Connection').click());
    await settle(() => text().includes(SOURCE_TEST_FAILURE_TEXT));
    expect(text()).toContain(`${SOURCE_TEST_FAILURE_TEXT} password authentication failed for user "reader"`);
    expect(saveButton().disabled).toBe(true);
  });

  it('tests and saves an edit with only the changed fields; a blank password keeps the stored one', async () => {
    await renderForm(STORED);
    // Host is locked: shown read-only, its value kept in a hidden input, nothing to type into.
    expect(byName('host').type).toBe('hidden');
    expect(document.querySelectorAll('input[name="host"]:not([type="hidden"])')).toHaveLength(0);
    expect(byName('password').value).toBe('');
    type(byName('name'), 'Orders v2');
    fetchMock.mockResolvedValueOnce(tested('success'));
    await act(async () => button('Test Connection').click());
    expect(call(0)).toEqual({
      url: '/api/sources/s1/test-connection',
      method: 'POST',
      body: { source: { name: 'Orders v2' } },
    });
    await settle(() => text().includes(SUCCESS_TEXT));
    fetchMock.mockResolvedValueOnce(reply(200, { source: { ...STORED, name: 'Orders v2' } }));
    await act(async () => document.querySelector('form')?.requestSubmit());
    expect(call(1)).toEqual({
      url: '/api/sources/s1',
      method: 'PATCH',
      body: { source: { name: 'Orders v2' } },
    });
    await settle(() => router.state.location.pathname === '/sources/s1');
  });

  it('keeps what was typed when the save is refused, and marks the field the server names', async () => {
    fetchMock.mockResolvedValueOnce(tested('success'));
    await renderForm();
    await fillPostgres();
    act(() => button('Test Connection').click());
    await settle(() => text().includes(SUCCESS_TEXT));
    const message = 'postgres.port must be between 1 and 65535';
    fetchMock.mockResolvedValueOnce(reply(422, null, message));
    await act(async () => document.querySelector('form')?.requestSubmit());
    await settle(() => byName('port').getAttribute('aria-invalid') === 'true');
    expect(text()).toContain(message);
    expect(byName('host').value).toBe('db.acme.io');
    expect(byName('host').matches(':disabled')).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });
});
