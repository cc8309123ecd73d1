/**
 * Magic link calls: paths, bodies, reply shapes and the SPEC.md §8 fallbacks. `fetch` is stubbed.
 */
import { describe, expect, it } from 'vitest';
import { ok, json as reply, stubApi } from '../../test-support/api.ts';
import { postgresVendor } from '../../test-support/vendor.ts';
import { magicLinksApi } from './magic-links.ts';

const {
  fetch: fetchMock,
  toasts,
  sent,
} = stubApi({ baseUrl: 'https://api.example.com/api', environment: 'staging' });

const link = {
  id: 'ml1',
  name: 'Globex warehouse',
  recipient_id: 'r1',
  id_in_provider_system: 'globex',
  vendor: 'postgres',
  host: 'db.globex.com',
  link: 'https://console.example.com/onboard/abc',
  has_been_used: false,
  created_at: '2026-11-20T10:00:00.000Z',
};

describe('magicLinksApi', () => {
  it('pages GET /magic-links with page_size and cursor, in the current environment', async () => {
    fetchMock.mockResolvedValue(
      ok(
        { magic_links: [link] },
        { has_next: true, next_url: 'https://api.example.com/api/magic-links?cursor=c2' },
      ),
    );
    const page = await magicLinksApi.page({ page_size: 10, cursor: 'c1' });
    expect(page).toEqual({
      items: [link],
      hasNext: true,
      nextUrl: 'https://api.example.com/api/magic-links?cursor=c2',
    });
    expect(sent().url).toBe('https://api.example.com/api/magic-links?page_size=10&cursor=c1');
    expect(sent().headers.get('Environment')).toBe('staging');
  });

  it('posts {magic_link} and returns the created link', async () => {
    fetchMock.mockResolvedValue(ok({ magic_link: link }));
    const write = { name: 'Globex warehouse', recipient_id: 'r1', vendor: 'postgres', host: 'db.globex.com' };
    await expect(magicLinksApi.create({ ...write, set_destination_enabled: true })).resolves.toEqual(link);
    expect(sent()).toMatchObject({
      method: 'POST',
      url: 'https://api.example.com/api/magic-links',
      body: { magic_link: { ...write, set_destination_enabled: true } },
    });
  });

  /** A create the server refuses in the two tests below. */
  const refusedWrite = { name: 'x', recipient_id: 'r1', vendor: 'postgres', set_destination_enabled: true };

  it('toasts "Failed to post magic link." when a create fails without a message', async () => {
    fetchMock.mockResolvedValue(reply(500, {}));
    await expect(magicLinksApi.create(refusedWrite)).rejects.toMatchObject({
      message: 'Failed to post magic link.',
      status: 500,
    });
    expect(toasts).toHaveBeenCalledOnce();
  });

  it('keeps the server message of a 422 so the form can mark the field', async () => {
    fetchMock.mockResolvedValue(
      reply(422, {
        status: 'error',
        data: null,
        message: 'magic_link.host: host is required for PostgreSQL',
      }),
    );
    await expect(magicLinksApi.create(refusedWrite)).rejects.toMatchObject({
      message: 'magic_link.host: host is required for PostgreSQL',
      status: 422,
    });
  });

  it('reads one link from GET /magic-links/{id}; a failure is quiet, "Failed to fetch magic link." without a message', async () => {
    fetchMock.mockResolvedValueOnce(ok({ magic_link: link }));
    await expect(magicLinksApi.get('a b')).resolves.toEqual(link);
    expect(sent()).toMatchObject({ method: 'GET', url: 'https://api.example.com/api/magic-links/a%20b' });
    fetchMock.mockResolvedValueOnce(reply(500, {}));
    await expect(magicLinksApi.get('ml1')).rejects.toMatchObject({
      message: 'Failed to fetch magic link.',
      suppressed: true,
    });
    expect(toasts).not.toHaveBeenCalled();
  });

  it('deletes by id, falling back to "Failed to delete magic link."', async () => {
    fetchMock.mockResolvedValueOnce(ok({}));
    await magicLinksApi.remove('a b');
    expect(sent()).toMatchObject({ method: 'DELETE', url: 'https://api.example.com/api/magic-links/a%20b' });
    fetchMock.mockResolvedValueOnce(reply(500, {}));
    await expect(magicLinksApi.remove('ml1')).rejects.toMatchObject({
      message: 'Failed to delete magic link.',
    });
    expect(toasts).toHaveBeenCalledOnce();
  });

  it('reads the link vendors from GET /public/vendors/magic-links', async () => {
    const vendor = postgresVendor;
    fetchMock.mockResolvedValue(ok({ vendors: [vendor] }));
    await expect(magicLinksApi.vendors()).resolves.toEqual([vendor]);
    expect(sent().url).toBe('https://api.example.com/api/public/vendors/magic-links');
  });
});
