/**
 * The destination vendor list: path, reply shape and fallback text. `fetch` is stubbed.
 */
import { describe, expect, it } from 'vitest';
import { ok, json as reply, stubApi } from '../../test-support/api.ts';
import { postgresVendor } from '../../test-support/vendor.ts';
import { vendorsApi } from './vendors.ts';

const { fetch: fetchMock, sent } = stubApi({
  baseUrl: 'https://api.example.com/api/',
  environment: 'staging',
});

describe('vendorsApi.list', () => {
  const postgres = postgresVendor;

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
