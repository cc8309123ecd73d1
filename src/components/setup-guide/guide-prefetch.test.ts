/**
 * The background guide fetch against a stubbed network: every guide lands in the query cache under the
 * environment's keys, images are handed to the worker once each, a few requests at a time, nothing fresh
 * is fetched again, and one failing guide or a stop leaves the rest alone.
 */
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../test-support/api.ts';
import { GUIDE_PREFETCH_CONCURRENCY, type PrefetchDeps, prefetchGuides } from './guide-prefetch.ts';
import { setupGuideKeys } from './queries.ts';

const VENDORS = ['postgres', 'mysql', 'snowflake', 's3', 'sftp'];
const vendorInfo = (vendor_name: string) => ({
  vendor_name,
  display_name: vendor_name,
  logo_url: `/api/public/vendor-logos/${vendor_name}.svg`,
  fields: [],
  docs: `/api/docs?vendor=${vendor_name}`,
  uses_service_account: false,
  uses_staging_bucket: false,
  supports_ssh_tunnel: false,
});
const guideOf = (vendor: string) => ({
  title: `${vendor} guide`,
  content: `Intro.\n\n## Network\n\n![flow](/api/docs/images/direct-load-flow.svg)\n\n![own](/api/docs/images/${vendor}.svg)\n`,
});

let inFlight = 0;
let mostInFlight = 0;
const failing = new Set<string>();
const { fetch: fetchMock } = stubApi({ environment: 'staging' });
const network = async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'https://console.example.com');
  inFlight++;
  mostInFlight = Math.max(mostInFlight, inFlight);
  await new Promise((resolve) => setTimeout(resolve, 5));
  inFlight--;
  if (url.pathname === '/api/public/destination-vendors') return ok({ vendors: VENDORS.map(vendorInfo) });
  const vendor = url.searchParams.get('vendor') ?? '';
  if (failing.has(vendor)) return new Response('{}', { status: 422 });
  return ok(guideOf(vendor));
};
const requested = (path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes(path)).length;

let client: QueryClient;
const deps = (overrides: Partial<PrefetchDeps> = {}): PrefetchDeps => ({
  signal: new AbortController().signal,
  idle: async () => {},
  canCacheImages: async () => true,
  cacheImage: vi.fn(async () => {}),
  ...overrides,
});

beforeEach(() => {
  fetchMock.mockImplementation(network);
  vi.stubGlobal('location', { origin: 'https://console.example.com' });
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  inFlight = 0;
  mostInFlight = 0;
  failing.clear();
});

describe('prefetchGuides', () => {
  it('puts every guide in the query cache under the environment and caches each image once', async () => {
    const d = deps();
    expect(await prefetchGuides(client, 'staging', d)).toEqual({ guides: 5, images: 6 });
    for (const vendor of VENDORS) {
      expect(client.getQueryData(setupGuideKeys.detail('staging', vendor))).toEqual(guideOf(vendor));
    }
    const images = vi.mocked(d.cacheImage).mock.calls.map(([url]) => url);
    expect(images).toHaveLength(6);
    expect(images).toContain('https://console.example.com/api/docs/images/direct-load-flow.svg');
    expect(images).toContain('https://console.example.com/api/docs/images/sftp.svg');
    expect(mostInFlight).toBe(GUIDE_PREFETCH_CONCURRENCY);
  });

  it('fetches nothing again while the guides are fresh', async () => {
    await prefetchGuides(client, 'staging', deps());
    const calls = fetchMock.mock.calls.length;
    await prefetchGuides(client, 'staging', deps());
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('keeps going past a guide that fails', async () => {
    failing.add('mysql');
    const d = deps();
    expect(await prefetchGuides(client, 'staging', d)).toEqual({ guides: 4, images: 5 });
    expect(client.getQueryData(setupGuideKeys.detail('staging', 'mysql'))).toBeUndefined();
  });

  it('stops when asked, and leaves images alone when no worker can keep them', async () => {
    const controller = new AbortController();
    controller.abort();
    const stopped = deps({ signal: controller.signal });
    await prefetchGuides(client, 'staging', stopped);
    expect(requested('/docs?')).toBe(0);
    expect(stopped.cacheImage).not.toHaveBeenCalled();

    const noWorker = deps({ canCacheImages: async () => false });
    expect(await prefetchGuides(client, 'staging', noWorker)).toEqual({ guides: 5, images: 0 });
    expect(noWorker.cacheImage).not.toHaveBeenCalled();
  });
});
