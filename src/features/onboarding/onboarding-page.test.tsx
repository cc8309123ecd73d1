// @vitest-environment jsdom
/**
 * The recipient's page in jsdom against a stubbed fetch: an active link draws the console's form
 * engine with the link's locks, tests and submits under the token (never the console's session
 * endpoints) and ends on the success screen; a used link says why, with no form.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { field } from '../../api/wire/form-fixture.ts';
import { ok, stubApi } from '../../test-support/api.ts';
import { render as mount, type } from '../../test-support/render.tsx';
import { OnboardingPage } from './onboarding-page.tsx';

const form = field('vendor', null, {
  required: true,
  const: 'postgres',
  enum: [{ key: 'postgres', display: 'PostgreSQL' }],
  attributes: { form_element: 'select', section_id: 1, label: 'Vendor' },
  children: [
    field('name', 'postgres', { required: true, attributes: { section_id: 1, label: 'Destination Name' } }),
    field('recipient_id', 'postgres', {
      const: 'r1',
      enum: [{ key: 'r1', display: 'Globex' }],
      attributes: { section_id: 1, form_element: 'select', label: 'Recipient' },
    }),
    field('host', 'postgres', { required: true, const: 'db.globex.com', attributes: { label: 'Host' } }),
    field('password', 'postgres', {
      required: true,
      attributes: { input_type: 'password', label: 'Password' },
    }),
    field('is_enabled', 'postgres', { type: 'boolean', const: false, attributes: { section_id: 6 } }),
  ],
});
const onboarding = (state: 'active' | 'used') => ({
  name: 'Globex warehouse',
  vendor: 'postgres',
  recipient_name: 'Globex',
  organization_name: 'Acme Analytics',
  expires_at: '2026-11-27T10:00:00.000Z',
  state,
  reason: state === 'used' ? 'This magic link was already used to set up a destination.' : null,
  form: state === 'active' ? { sections: [{ id: 2, title: 'Connection' }], form } : null,
});
const destination = {
  id: 'd1',
  name: 'Globex prod',
  vendor: 'postgres',
  recipient_id: 'r1',
  id_in_provider_system: 'globex',
  is_enabled: false,
  frequency_minutes: 0,
  products: [],
  enabled_models: ['*'],
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  last_successful_transfer_ended_at: null,
  last_completed_transfer: null,
};

const { fetch: fetchMock, requests, sent } = stubApi({ baseUrl: 'http://api.test' });

let host: HTMLDivElement;

async function render() {
  ({ host } = await mount(<OnboardingPage token="tok" />, { router: { url: '/onboard/tok' } }));
}

const text = () => host.textContent ?? '';
const input = (name: string) =>
  host.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
const buttonNamed = (label: string) =>
  [...host.querySelectorAll('button')].find((b) => b.textContent?.trim() === label) as HTMLButtonElement;
const calls = () => requests().map(({ method, url }) => `${method} ${url}`);
const bodyOf = (n: number) => sent(n).body as Record<string, unknown>;

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

describe('OnboardingPage', () => {
  it('tests and submits the locked form under the token, then says the destination is set up', async () => {
    fetchMock.mockResolvedValueOnce(ok({ onboarding: onboarding('active') }));
    await render();
    await vi.waitFor(() => expect(text()).toContain('Acme Analytics asks Globex'));
    const vendor = host.querySelector<HTMLInputElement>('input[readonly][value="PostgreSQL"]');
    expect(vendor).not.toBeNull();
    expect(input('recipient_id').value).toBe('r1');
    expect(buttonNamed('Submit').disabled).toBe(true);

    type(input('name'), 'Globex prod');
    type(input('password'), 's3cret');
    fetchMock.mockResolvedValueOnce(ok({ status: 'success', message: 'Connection successful!' }));
    await act(async () => buttonNamed('Test Connection').click());
    await vi.waitFor(() => expect(text()).toContain('Connection successful!'));
    expect(bodyOf(1).destination).toMatchObject({
      vendor: 'postgres',
      name: 'Globex prod',
      recipient_id: 'r1',
      enabled_models: ['*'],
      is_enabled: false,
      postgres: { host: 'db.globex.com', password: 's3cret' },
    });

    fetchMock.mockResolvedValueOnce(ok({ destination, redirect_url: null }));
    await act(async () => buttonNamed('Submit').click());
    await vi.waitFor(() => expect(text()).toContain('Your destination is set up'));
    expect(calls()).toEqual([
      'GET http://api.test/public/magic-links/tok',
      'POST http://api.test/public/magic-links/tok/test',
      'POST http://api.test/public/magic-links/tok/submit',
    ]);
  });

  it("explains a used link in the server's words, without a form", async () => {
    fetchMock.mockResolvedValueOnce(ok({ onboarding: onboarding('used') }));
    await render();
    await vi.waitFor(() => expect(text()).toContain('This magic link was already used'));
    expect(text()).toContain('This magic link was already used to set up a destination.');
    expect(host.querySelector('form')).toBeNull();
  });
});
