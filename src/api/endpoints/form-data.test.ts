/**
 * The reads behind the destination form (SPEC.md §7, CONTRACT.md §6): paths and queries, fetch-all
 * paging, the fallbacks of SPEC.md §8 and whether a failure toasts. `fetch` is stubbed.
 */
import { describe, expect, it, vi } from 'vitest';
import { failure, ok, stubApi } from '../../test-support/api.ts';
import { ApiError } from '../errors.ts';
import { formsApi } from './forms.ts';
import { modelsApi } from './models.ts';
import { productsApi } from './products.ts';
import { recipientsApi } from './recipients.ts';
import { sshKeysApi } from './ssh-keys.ts';

const { fetch: fetchMock, toasts, urls } = stubApi();

const stamp = '2026-01-01T00:00:00.000Z';
const recipient = (id: string) => ({
  id,
  name: `R ${id}`,
  id_in_provider_system: id,
  products: ['core'],
  created_at: stamp,
  updated_at: stamp,
});
const product = (name: string) => ({
  id: name,
  product_name: name,
  description: '',
  models: ['orders'],
  is_system_product: false,
  created_at: stamp,
});
const model = (name: string) => ({
  id: name,
  model_name: name,
  description: '',
  source_table: name,
  source_schema: 'public',
  source_name: null,
  organization_column: 'org_id',
  columns: [],
  created_at: stamp,
});
const rootNode = {
  name: 'vendor',
  parent: null,
  required: true,
  type: 'string',
  enum: [{ key: 'postgres', display: 'PostgreSQL' }],
  children: null,
  attributes: { section_id: 1, label: 'Vendor', form_element: 'select' },
};

describe('formsApi.destination', () => {
  it('asks for one organisation and vendor and returns sections and the tree', async () => {
    fetchMock.mockResolvedValueOnce(ok({ sections: [{ id: 1, title: 'Destination' }], form: rootNode }));
    const definition = await formsApi.destination({ orgId: 'acme', vendor: 'postgres' });
    expect(urls()).toEqual(['/api/public/forms/destination-vendors?org_id=acme&vendor=postgres']);
    expect(definition.form.attributes.internal).toBe(false);
    expect(definition.sections[0]?.id).toBe(1);
  });

  it('rejects a tree that does not match the contract, with the fallback and no toast', async () => {
    fetchMock.mockResolvedValueOnce(ok({ sections: [], form: { ...rootNode, children: 'nope' } }));
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    await expect(formsApi.destination()).rejects.toEqual(
      new ApiError('Failed to fetch destination form.', 200, true),
    );
    expect(toasts).not.toHaveBeenCalled();
  });
});

describe('recipientsApi', () => {
  it('all() follows next_url until the last page', async () => {
    fetchMock
      .mockResolvedValueOnce(
        ok(
          { recipients: [recipient('a')] },
          { has_next: true, next_url: 'http://api.example/api/recipients?cursor=c2' },
        ),
      )
      .mockResolvedValueOnce(ok({ recipients: [recipient('b')] }, { has_next: false }));
    const all = await recipientsApi.all();
    expect(all.map((r) => r.id)).toEqual(['a', 'b']);
    expect(urls()).toEqual(['/api/recipients?page_size=100', 'http://api.example/api/recipients?cursor=c2']);
  });

  it('get() encodes the id and falls back to its own message', async () => {
    fetchMock.mockResolvedValueOnce(failure(404, ''));
    await expect(recipientsApi.get('r/1')).rejects.toEqual(
      new ApiError('Failed to fetch recipient.', 404, true),
    );
    expect(urls()).toEqual(['/api/recipients/r%2F1']);
  });
});

describe('modelsApi.all', () => {
  it('reads every model, 100 a page', async () => {
    fetchMock.mockResolvedValueOnce(ok({ models: [model('orders')] }, { has_next: false }));
    expect((await modelsApi.all()).map((m) => m.model_name)).toEqual(['orders']);
    expect(urls()).toEqual(['/api/models?page_size=100']);
  });
});

describe('productsApi.all', () => {
  it('reads /export/products, whether or not the server pages it', async () => {
    fetchMock
      .mockResolvedValueOnce(
        ok(
          { products: [product('a')] },
          { has_next: true, next_url: 'http://api.example/api/export/products?cursor=2' },
        ),
      )
      .mockResolvedValueOnce(ok({ products: [product('b')] }));
    expect((await productsApi.all()).map((p) => p.product_name)).toEqual(['a', 'b']);
    expect(urls()).toEqual([
      '/api/export/products?page_size=100',
      'http://api.example/api/export/products?cursor=2',
    ]);
  });

  it("fails with 'Failed to fetch products.' when the server gives no message", async () => {
    fetchMock.mockResolvedValueOnce(failure(500, ''));
    await expect(productsApi.all()).rejects.toEqual(new ApiError('Failed to fetch products.', 500, true));
  });
});

describe('sshKeysApi.generateForRecipient', () => {
  it('posts for the recipient and returns both key forms', async () => {
    const key = { public_key: 'ssh-rsa AAAA prequel-acme', public_key_pkcs8: '-----BEGIN PUBLIC KEY-----' };
    fetchMock.mockResolvedValueOnce(ok(key));
    await expect(sshKeysApi.generateForRecipient('r 1')).resolves.toEqual(key);
    expect(urls()).toEqual(['/api/actions/generate-ssh-key?recipient_id=r+1']);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it("shows 'Failed to generate public SSH key.' as a toast when it fails", async () => {
    fetchMock.mockResolvedValueOnce(failure(500, ''));
    await expect(sshKeysApi.generateForRecipient('r1')).rejects.toEqual(
      new ApiError('Failed to generate public SSH key.', 500, false),
    );
    expect(toasts).toHaveBeenCalledTimes(1);
  });
});
