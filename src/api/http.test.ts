/**
 * Unit tests of our fetch client: `fetch` is stubbed, so these pin what goes on the wire (CONTRACT.md §1)
 * and how failures become ApiErrors and toasts (SPEC.md §8), not the server.
 */
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, json as jsonReply, ok, stubApi } from '../test-support/api.ts';
import { ApiError } from './errors.ts';
import { configureApi, readEnvironmentFrom, request } from './http.ts';
import { envelope } from './schemas/envelope.ts';

const { fetch: fetchMock, toasts, signOuts, unlisten } = stubApi();

/** The URL, method, headers and body of the nth fetch. */
function sent(n = 0) {
  const [url, init] = fetchMock.mock.calls[n] ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

const read = (extra: Partial<Parameters<typeof request>[0]> = {}) =>
  request({
    method: 'GET',
    path: '/things',
    schema: envelope(v.object({ n: v.number() })),
    fallback: 'Failed to fetch things.',
    ...extra,
  });

afterEach(() => vi.restoreAllMocks());

describe('what every call sends', () => {
  it('includes credentials, the API version and, by default, the prod environment', async () => {
    vi.resetModules();
    const fresh = await import('./http.ts');
    fetchMock.mockResolvedValueOnce(ok({ n: 1 }));
    await fresh.request({ method: 'GET', path: '/orgs', schema: envelope(v.unknown()), fallback: 'x' });
    const { url, init, headers } = sent();
    expect(url).toBe('/api/orgs');
    expect(init.credentials).toBe('include');
    expect(headers.get('X-Prequel-Api-Version')).toBe('2023-12-01');
    expect(headers.get('Environment')).toBe('prod');
  });

  it('asks each call for the environment it speaks for, keeping none of its own', async () => {
    fetchMock.mockImplementation(async () => ok({ n: 1 }));
    let current: 'prod' | 'staging' = 'staging';
    readEnvironmentFrom(() => current);
    await read();
    current = 'prod';
    await read();
    expect(sent(0).headers.get('Environment')).toBe('staging');
    expect(sent(1).headers.get('Environment')).toBe('prod');
  });

  it('sends a JSON body with its content type', async () => {
    fetchMock.mockResolvedValueOnce(ok({ n: 1 }));
    await read({ method: 'POST', path: '/things', body: { name: 'acme', tags: ['a'] } });
    const { init, headers } = sent();
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'acme', tags: ['a'] });
  });

  it('sends PATCH and DELETE with their methods', async () => {
    fetchMock.mockImplementation(async () => ok({ n: 1 }));
    await read({ method: 'PATCH', path: '/things/1', body: { name: 'b' } });
    await read({ method: 'DELETE', path: '/things/1' });
    expect(sent(0).init.method).toBe('PATCH');
    expect(JSON.parse(String(sent(0).init.body))).toEqual({ name: 'b' });
    expect(sent(1).init.method).toBe('DELETE');
  });

  it('joins paths to the base URL from configureApi', async () => {
    fetchMock.mockImplementation(async () => ok({ n: 1 }));
    configureApi({ baseUrl: 'https://api.example.com/v1/' });
    await read({ path: '/orgs' });
    await read({ path: 'destinations' });
    expect(sent(0).url).toBe('https://api.example.com/v1/orgs');
    expect(sent(1).url).toBe('https://api.example.com/v1/destinations');
  });

  it('uses an absolute URL (a next_url) as given', async () => {
    fetchMock.mockImplementation(async () => ok({ n: 1 }));
    await read({ path: 'https://other.example.com/api/things?cursor=abc' });
    expect(sent().url).toBe('https://other.example.com/api/things?cursor=abc');
  });

  it('encodes the query and leaves out empty values', async () => {
    fetchMock.mockImplementation(async () => ok({ n: 1 }));
    await read({ query: { page_size: 30, cursor: 'a b&c', order: undefined, vendor: null, org_id: '' } });
    await read({ path: 'https://x.example.com/things?cursor=abc', query: { page_size: 5 } });
    expect(sent(0).url).toBe('/api/things?page_size=30&cursor=a+b%26c');
    expect(sent(1).url).toBe('https://x.example.com/things?cursor=abc&page_size=5');
  });

  it('returns the reply parsed by the schema', async () => {
    fetchMock.mockResolvedValueOnce(ok({ n: 42 }));
    await expect(read()).resolves.toEqual({ status: 'success', data: { n: 42 }, message: '' });
  });
});

describe('how a failure reads', () => {
  it('carries the server message and the HTTP status', async () => {
    fetchMock.mockResolvedValueOnce(failure(409, 'A recipient with this ID already exists.'));
    await expect(read({ method: 'POST' })).rejects.toEqual(
      new ApiError('A recipient with this ID already exists.', 409, false),
    );
  });

  it('takes a message from a JSON body outside the error envelope', async () => {
    fetchMock.mockResolvedValueOnce(jsonReply(422, { message: 'name is required' }));
    await expect(read()).rejects.toMatchObject({ message: 'name is required', status: 422 });
  });

  it.each([
    ['an empty message', () => failure(500, '')],
    ['a blank message', () => failure(500, '   ')],
    ['no message', () => jsonReply(500, { status: 'error', data: null })],
    ['a non-JSON body', () => new Response('<h1>Bad gateway</h1>', { status: 500 })],
    [
      'a JSON content type with a broken body',
      () => new Response('{"message":', { status: 500, headers: { 'Content-Type': 'application/json' } }),
    ],
  ])('falls back to the call’s message for %s', async (_, reply) => {
    fetchMock.mockResolvedValueOnce(reply());
    await expect(read()).rejects.toEqual(new ApiError('Failed to fetch things.', 500, true));
  });

  it('reports a network failure as status 0 with the fallback', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(read({ method: 'DELETE' })).rejects.toEqual(
      new ApiError('Failed to fetch things.', 0, false),
    );
    expect(toasts).toHaveBeenCalledOnce();
  });

  it('treats a reply that fails the schema as a failure with the fallback', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(ok({ n: 'not a number' }));
    await expect(read({ method: 'POST' })).rejects.toEqual(
      new ApiError('Failed to fetch things.', 200, false),
    );
    expect(log).toHaveBeenCalledOnce();
    expect(toasts).toHaveBeenCalledOnce();
  });

  it('treats a 200 reply that is not JSON as a failure with the fallback', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<!doctype html>', { status: 200 }));
    await expect(read()).rejects.toMatchObject({ message: 'Failed to fetch things.', suppressed: true });
  });
});

describe('which failures show the global toast', () => {
  it.each([
    ['GET', undefined, true],
    ['POST', undefined, false],
    ['PATCH', undefined, false],
    ['DELETE', undefined, false],
    ['GET', false, false],
    ['POST', true, true],
  ] as const)('%s with suppress=%s is suppressed: %s', async (method, suppress, suppressed) => {
    fetchMock.mockResolvedValueOnce(failure(500, 'Boom'));
    await expect(read({ method, suppress })).rejects.toMatchObject({ message: 'Boom', suppressed });
    expect(toasts).toHaveBeenCalledTimes(suppressed ? 0 : 1);
    if (!suppressed) expect(toasts).toHaveBeenCalledWith(new ApiError('Boom', 500, false));
  });

  it('stops telling a listener once it unsubscribes', async () => {
    unlisten();
    fetchMock.mockResolvedValueOnce(failure(401, 'Session expired'));
    await expect(read({ method: 'POST' })).rejects.toBeInstanceOf(ApiError);
    expect(toasts).not.toHaveBeenCalled();
    expect(signOuts).not.toHaveBeenCalled();
  });

  it('tells nobody when the caller aborts', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('The operation was aborted.', 'AbortError'));
    const controller = new AbortController();
    controller.abort();
    await expect(read({ method: 'POST', signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(sent().init.signal).toBe(controller.signal);
    expect(toasts).not.toHaveBeenCalled();
    expect(signOuts).not.toHaveBeenCalled();
  });
});

describe('401', () => {
  it('signs the user out on a signed-in call, even a suppressed one', async () => {
    fetchMock.mockResolvedValueOnce(failure(401, 'Not signed in'));
    await expect(read()).rejects.toMatchObject({ status: 401, suppressed: true });
    expect(signOuts).toHaveBeenCalledExactlyOnceWith(new ApiError('Not signed in', 401, true));
    expect(toasts).not.toHaveBeenCalled();
  });

  it('does not sign out on a public call', async () => {
    fetchMock.mockResolvedValueOnce(failure(401, 'Unknown e-mail'));
    await expect(read({ method: 'POST', public: true })).rejects.toMatchObject({ status: 401 });
    expect(signOuts).not.toHaveBeenCalled();
    expect(toasts).toHaveBeenCalledOnce();
  });

  it('is only 401: a 403 does not sign out', async () => {
    fetchMock.mockResolvedValueOnce(failure(403, 'Forbidden'));
    await expect(read()).rejects.toMatchObject({ status: 403 });
    expect(signOuts).not.toHaveBeenCalled();
  });
});
