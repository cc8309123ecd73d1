/**
 * The setup-guide call: path and query, the Environment header (guides are cached per
 * environment), the fallback text when the server gives none, and that a failed read stays quiet
 * (the panel shows its own error with 'Try again'). `fetch` is stubbed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../errors.ts';
import { configureApi, onApiError, setApiEnvironment } from '../http.ts';
import { docsApi } from './docs.ts';

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

describe('docsApi.get', () => {
  it('asks the configured API for the vendor guide in the current environment', async () => {
    fetchMock.mockResolvedValue(ok({ title: 'PostgreSQL setup guide', content: '## Create a user' }));
    await expect(docsApi.get('postgres')).resolves.toEqual({
      title: 'PostgreSQL setup guide',
      content: '## Create a user',
    });
    expect(sent().method).toBe('GET');
    expect(sent().url).toBe('https://api.example.com/api/docs?vendor=postgres');
    expect(sent().headers.get('Environment')).toBe('staging');
  });

  it('encodes the vendor in the query', async () => {
    fetchMock.mockResolvedValue(ok({ title: 't', content: 'c' }));
    await docsApi.get('a&b=c');
    expect(sent().url).toBe('https://api.example.com/api/docs?vendor=a%26b%3Dc');
  });

  it("fails with the server's message, without the global toast", async () => {
    fetchMock.mockResolvedValue(
      reply(404, { status: 'error', data: null, message: 'No setup guide for vendor "x".' }),
    );
    await expect(docsApi.get('x')).rejects.toMatchObject({
      message: 'No setup guide for vendor "x".',
      status: 404,
    });
    expect(toasts).not.toHaveBeenCalled();
  });

  it('falls back to "Failed to fetch setup guide." when the server says nothing or replies oddly', async () => {
    fetchMock.mockResolvedValueOnce(reply(500, { status: 'error', data: null, message: '' }));
    await expect(docsApi.get('postgres')).rejects.toMatchObject({ message: 'Failed to fetch setup guide.' });
    fetchMock.mockResolvedValueOnce(ok({ title: 'no content' }));
    await expect(docsApi.get('postgres')).rejects.toMatchObject({ message: 'Failed to fetch setup guide.' });
  });
});
