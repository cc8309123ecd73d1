/**
 * API latency on an organisation: N requests per endpoint from 8 concurrent clients with the signed-in
 * cookie and the Environment header, each timed until its whole body has arrived, after a few unmeasured
 * ones. The reference is the cheapest endpoint behind the same doors (session, headers, envelope):
 * `GET /auth-status`, hammered the same way in the same run; each endpoint's p95 is reported as a
 * multiple of its p95. The activity requests go to different destinations.
 */
import type { MetricResult } from '../results.ts';
import { apiHeaders, type Session } from '../session.ts';

const WARM_UP = 8;

interface Load {
  requests: number;
  clients: number;
}

async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}.`);
  return ms;
}

/** Latencies of `load.requests` requests, `load.clients` at a time; request i goes to urlOf(i). */
async function hammer(urlOf: (i: number) => string, headers: Record<string, string>, load: Load) {
  for (let i = 0; i < WARM_UP; i++) await timed(urlOf(i), headers);
  const latencies: number[] = [];
  let next = 0;
  const client = async () => {
    while (next < load.requests) latencies.push(await timed(urlOf(next++), headers));
  };
  await Promise.all(Array.from({ length: load.clients }, client));
  return latencies;
}

/** Up to `count` destination ids, 100 a page. */
async function destinationIds(baseUrl: string, headers: Record<string, string>, count: number) {
  const ids: string[] = [];
  let url: string | undefined = `${baseUrl}/api/destinations?page_size=100`;
  while (url && ids.length < count) {
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}.`);
    const body = (await res.json()) as { data: { destinations: { id: string }[] }; next_url?: string };
    ids.push(...body.data.destinations.map((d) => d.id));
    url = body.next_url;
  }
  if (ids.length === 0) throw new Error('The organisation has no destinations.');
  return ids;
}

export async function measureApi(session: Session, load: Load): Promise<MetricResult[]> {
  const headers = apiHeaders(session);
  const base = session.baseUrl;
  const reference = await hammer(() => `${base}/api/auth-status`, headers, load);
  const endpoints = [
    { id: 'api-destinations-page', urls: async () => () => `${base}/api/destinations?page_size=100` },
    {
      id: 'api-destination-activity',
      urls: async () => {
        const ids = await destinationIds(base, headers, load.requests);
        return (i: number) => `${base}/api/destinations/${ids[i % ids.length]}/activity`;
      },
    },
  ];
  const results: MetricResult[] = [];
  for (const endpoint of endpoints) {
    try {
      results.push({ id: endpoint.id, a: await hammer(await endpoint.urls(), headers, load), b: reference });
    } catch (error) {
      results.push({ id: endpoint.id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return results;
}
