// @vitest-environment jsdom
/**
 * The recipient form as a user meets it, in jsdom against a stubbed fetch: the rules on submit (next
 * to each field, focus on the first), the saving state, the create and the sparse edit bodies, and a
 * refused save that keeps what was typed and marks the field the server named.
 */
import type { RouterHistory } from '@tanstack/react-router';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../api/schemas/product.ts';
import type { Recipient } from '../../../api/schemas/recipient.ts';
import { json as reply, stubApi } from '../../../test-support/api.ts';
import { render as mount, type } from '../../../test-support/render.tsx';
import type { ProductCatalogue } from './products-field.tsx';
import { RecipientForm, SAVING_TEXT } from './recipient-form.tsx';

const product = (product_name: string): Product => ({
  id: product_name,
  product_name,
  description: '',
  models: [],
  is_system_product: false,
  created_at: '2026-01-01T00:00:00Z',
});
const READY: ProductCatalogue = { status: 'ready', products: ['Billing', 'Commerce'].map(product) };
const STORED: Recipient = {
  id: '3f1c2a4e-9b7d-4c1a-8e2f-0123456789ab',
  name: 'Acme',
  id_in_provider_system: 'acme',
  products: ['Billing'],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
};

const { fetch: fetchMock, sent } = stubApi({ baseUrl: 'http://api.test' });
const ok = (recipient: Recipient) => reply(200, { status: 'success', data: { recipient }, message: '' });

let host: HTMLDivElement;
let history: RouterHistory;

async function render(props: { recipient?: Recipient; catalogue?: ProductCatalogue }) {
  const form = <RecipientForm catalogue={props.catalogue ?? READY} recipient={props.recipient} />;
  const { host: mounted, router } = await mount(form, { router: { url: '/' } });
  host = mounted;
  history = router.history;
}

const input = (name: string) =>
  host.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
const checkbox = (value: string) =>
  host.querySelector<HTMLInputElement>(`input[name="products"][value="${value}"]`) as HTMLInputElement;
const submitButton = () =>
  host.querySelector<HTMLButtonElement>('button[type="submit"]') as HTMLButtonElement;
const text = () => host.textContent ?? '';
const click = async (element: HTMLElement) => act(async () => element.click());
const sentBody = (call = 0) => sent(call).body;
const sentMethod = (call = 0) => sent(call).method;

describe('RecipientForm', () => {
  it('says what is missing next to each field, focuses the first, and sends nothing', async () => {
    await render({});
    await click(submitButton());
    expect(text()).toContain('Name is required.');
    expect(text()).toContain('ID in Provider System is required.');
    expect(text()).toContain('Must select at least one product');
    expect(input('name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates with trimmed values, disabling the form while it saves', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await render({});
    type(input('name'), ' Globex ');
    type(input('id_in_provider_system'), 'globex');
    await click(checkbox('Commerce'));
    await click(submitButton());
    expect(submitButton().textContent).toContain(SAVING_TEXT);
    expect(input('name').closest('fieldset')?.disabled).toBe(true);
    expect(sentMethod()).toBe('POST');
    expect(sentBody()).toEqual({
      recipient: { name: 'Globex', id_in_provider_system: 'globex', products: ['Commerce'] },
    });
    await act(async () => answer(ok({ ...STORED, name: 'Globex' })));
    await vi.waitFor(() => expect(history.location.pathname).toBe(`/recipients/${STORED.id}`));
  });

  it('on edit locks the ID in Provider System and sends only what changed', async () => {
    fetchMock.mockResolvedValue(ok({ ...STORED, products: ['Billing', 'Commerce'] }));
    await render({ recipient: STORED });
    const id = host.querySelector<HTMLInputElement>('input[readonly]');
    expect(id?.value).toBe('acme');
    expect(input('id_in_provider_system')).toBeNull();
    await click(checkbox('Commerce'));
    await click(submitButton());
    expect(sentMethod()).toBe('PATCH');
    expect(sentBody()).toEqual({ recipient: { products: ['Billing', 'Commerce'] } });
    await vi.waitFor(() => expect(history.location.pathname).toBe(`/recipients/${STORED.id}`));
    expect(history.location.state).toMatchObject({ from: 'edit' });
  });

  it('keeps what was typed when the server refuses, and marks the field it named', async () => {
    const message = 'A recipient with id_in_provider_system "acme" already exists.';
    fetchMock.mockResolvedValue(reply(409, { status: 'error', data: null, message }));
    await render({});
    type(input('name'), 'Acme again');
    type(input('id_in_provider_system'), 'acme');
    await click(checkbox('Billing'));
    await click(submitButton());
    await vi.waitFor(() => expect(text()).toContain(message));
    expect(input('id_in_provider_system').getAttribute('aria-invalid')).toBe('true');
    expect(input('name').value).toBe('Acme again');
    expect(checkbox('Billing').checked).toBe(true);
    expect(submitButton().disabled).toBe(false);
  });

  it('without a product catalogue does not ask for products, and says why none are offered', async () => {
    fetchMock.mockResolvedValue(ok({ ...STORED, name: 'Acme 2' }));
    await render({ recipient: STORED, catalogue: { status: 'unavailable', retry: () => {} } });
    expect(text()).toContain('The product list could not be loaded');
    type(input('name'), 'Acme 2');
    await click(submitButton());
    expect(sentBody()).toEqual({ recipient: { name: 'Acme 2' } });
  });
});
