import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_API_BASE_URL, loadConfig } from './load-config.ts';

const reply = (body: unknown, status = 200) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('loadConfig', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses the served API base URL', async () => {
    await expect(loadConfig(reply({ apiBaseUrl: 'https://api.example.com/v1' }))).resolves.toEqual({
      apiBaseUrl: 'https://api.example.com/v1',
    });
  });

  it.each([
    ['a 404', reply({}, 404)],
    ['a malformed body', reply({ apiBaseUrl: 42 })],
    ['an empty URL', reply({ apiBaseUrl: '  ' })],
    [
      'a network failure',
      (async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch,
    ],
  ])('falls back to /api on %s', async (_, fetchConfig) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(loadConfig(fetchConfig)).resolves.toEqual({ apiBaseUrl: DEFAULT_API_BASE_URL });
  });
});
