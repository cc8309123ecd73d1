/**
 * The destination vendor list: path, reply shape and fallback text. `fetch` is stubbed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../errors.ts';
import { configureApi, onApiError, setApiEnvironment } from '../http.ts';
import { vendorsApi } from './vendors.ts';

const fetchMock = vi.fn<typeof fetch>();
const toasts = vi.fn<(e: ApiError) => void>();
let off: () => void = () => {};

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => reply(200, { status: 'success', data, message: '' });

function sent() {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url: String(url), method: init?.method, headers: new Headers(init?.headers) };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ baseUrl: 'https://api.example.com/api/' });
  setApiEnvironment('staging');
  off = onApiError(toasts);
});
afterEach(() => {
  off();
  fetchMock.mockReset();
  toasts.mockReset();
  vi.unstubAllGlobals();
});

describe('vendorsApi.list', () => {
  const postgres = {
    vendor_name: 'postgres',
    display_name: 'PostgreSQL',
    logo_url: '/api/public/vendor-logos/postgres.svg',
    fields: [{ name: 'host', label: 'Host', type: 'string', form_element: 'input', is_required: true }],
    docs: '/api/docs?vendor=postgres',
    uses_service_account: false,
    uses_staging_bucket: false,
    supports_ssh_tunnel: true,
  };

  it('reads data.vendors from GET /public/destination-vendors', async () => {
    fetchMock.mockResolvedValue(ok({ vendors: [postgres] }));
    await expect(vendorsApi.list()).resolves.toEqual([postgres]);
    expect(sent().url).toBe('https://api.example.com/api/public/destination-vendors');
  });

  it('falls back to "Failed to fetch destination vendors."', async () => {
    fetchMock.mockResolvedValue(reply(500, {}));
    await expect(vendorsApi.list()).rejects.toMatchObject({
      message: 'Failed to fetch destination vendors.',
    });
  });
});
