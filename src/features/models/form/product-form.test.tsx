// @vitest-environment jsdom
/**
 * The product form as a user meets it: React DOM in jsdom under a memory router with a stubbed
 * fetch. Empty submit names each field and focuses the first; create sends the trimmed product and
 * opens it; edit sends only what changed (models as a set); a refusal keeps what was typed and puts
 * the server's words by the field; saving disables every input.
 */
import type { AnyRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../api/schemas/product.ts';
import { json as reply, stubApi } from '../../../test-support/api.ts';
import { commerceProduct } from '../../../test-support/product.ts';
import { click, render, settle, submit, type } from '../../../test-support/render.tsx';
import { ProductForm, SAVING_PRODUCT_TEXT } from './product-form.tsx';
import { DESCRIPTION_REQUIRED, MODELS_REQUIRED, PRODUCT_NAME_REQUIRED } from './product-values.ts';

const MODELS = ['customers', 'orders', 'refunds'];
const STORED = commerceProduct;
const { fetch: fetchMock, sent: request } = stubApi();
const saved = (product: Product) => reply(200, { status: 'success', data: { product }, message: '' });

let router: AnyRouter;

async function renderForm(product?: Product) {
  const form = <ProductForm product={product} models={MODELS} cancelHref="/models/products" />;
  ({ router } = await render(form, { router: { url: '/', path: '/', also: ['/models/products/$id'] } }));
}

const byName = (name: string) =>
  document.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;
const model = (name: string) =>
  document.querySelector<HTMLInputElement>(`input[type="checkbox"][value="${name}"]`) as HTMLInputElement;
const submitButton = () =>
  document.querySelector<HTMLButtonElement>('button[type="submit"]') as HTMLButtonElement;
const text = () => document.body.textContent ?? '';
const sent = () => {
  const { url, method, body } = request();
  return { url, method, body };
};

describe('ProductForm', () => {
  it('names every missing field, marks it invalid, focuses the first and sends nothing', async () => {
    await renderForm();
    await submit();
    expect(text()).toContain(PRODUCT_NAME_REQUIRED);
    expect(text()).toContain(DESCRIPTION_REQUIRED);
    expect(text()).toContain(MODELS_REQUIRED);
    expect(byName('product_name').getAttribute('aria-invalid')).toBe('true');
    expect(byName('description').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(byName('product_name'));
    expect(fetchMock).not.toHaveBeenCalled();
    // Typing clears that field's message only.
    type(byName('product_name'), 'Basic');
    expect(text()).not.toContain(PRODUCT_NAME_REQUIRED);
    expect(text()).toContain(DESCRIPTION_REQUIRED);
  });

  it('creates the product trimmed, with sorted models, disabling inputs while saving, then opens it', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderForm();
    type(byName('product_name'), ' Basic ');
    type(byName('description'), 'Orders only.');
    click(model('orders'));
    click(model('customers'));
    await submit();
    expect(submitButton().textContent).toContain(SAVING_PRODUCT_TEXT);
    // The form's fieldset disables every control in it.
    expect(byName('product_name').matches(':disabled')).toBe(true);
    expect(model('orders').matches(':disabled')).toBe(true);
    expect(sent()).toEqual({
      url: '/api/export/products',
      method: 'POST',
      body: {
        product: { product_name: 'Basic', description: 'Orders only.', models: ['customers', 'orders'] },
      },
    });
    answer(saved({ ...STORED, id: 'new1', product_name: 'Basic' }));
    await settle(() => router.state.location.pathname === '/models/products/new1');
  });

  it('edits sparsely: the same models in another order are no change; a swap sends the new set', async () => {
    fetchMock.mockResolvedValue(saved(STORED));
    await renderForm(STORED);
    type(byName('description'), 'Orders and refunds.');
    click(model('customers'));
    click(model('refunds'));
    await submit();
    expect(sent()).toEqual({
      url: '/api/export/products/p1',
      method: 'PATCH',
      body: { product: { description: 'Orders and refunds.', models: ['orders', 'refunds'] } },
    });
    await settle(() => router.state.location.pathname === '/models/products/p1');
  });

  it('sends nothing when nothing changed and goes back to the product', async () => {
    await renderForm(STORED);
    click(model('orders'));
    click(model('orders'));
    await submit();
    await settle(() => router.state.location.pathname === '/models/products/p1');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps what was typed on a refusal and puts a taken name (409) by the name field', async () => {
    const message = 'A product named "Billing" already exists.';
    fetchMock.mockResolvedValue(reply(409, { status: 'error', data: null, message }));
    await renderForm();
    type(byName('product_name'), 'Billing');
    type(byName('description'), 'Invoices.');
    click(model('refunds'));
    await submit();
    await settle(() => byName('product_name').getAttribute('aria-invalid') === 'true');
    const describedBy = byName('product_name').getAttribute('aria-describedby') ?? '';
    const messages = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(messages).toContain(message);
    expect(document.activeElement).toBe(byName('product_name'));
    expect(byName('product_name').value).toBe('Billing');
    expect(byName('description').value).toBe('Invoices.');
    expect(model('refunds').checked).toBe(true);
    expect(byName('product_name').matches(':disabled')).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a refusal about no field above the buttons', async () => {
    const message = '"Commerce" is a system product and cannot be edited.';
    fetchMock.mockResolvedValue(reply(403, { status: 'error', data: null, message }));
    await renderForm(STORED);
    type(byName('description'), 'x');
    await submit();
    await settle(() => document.querySelector('[role="alert"]') !== null);
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(message);
  });
});
