/**
 * The setup-guide call: path and query, the Environment header (guides are cached per
 * environment), the fallback text when the server gives none, and that a failed read stays quiet
 * (the panel shows its own error with 'Try again'). `fetch` is stubbed.
 */
import { describe, expect, it } from 'vitest';
import { ok, json as reply, stubApi } from '../../test-support/api.ts';
import { docsApi } from './docs.ts';

const {
  fetch: fetchMock,
  toasts,
  sent,
} = stubApi({ baseUrl: 'https://api.example.com/api/', environment: 'staging' });

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
