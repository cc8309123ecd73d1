/**
 * The two API calls of the floor's network screens, with the console's headers (src/api/http.ts). The
 * console reads its API base from GET /config.json ({"apiBaseUrl": "/api"}); the floor assumes that
 * reply and saves the round trip, which flatters the floor by one small request at most.
 */
import type { Destination } from './offline-copy.ts';

const API_BASE = '/api';
const HEADERS = { Environment: 'prod', 'X-Prequel-Api-Version': '2023-12-01', Accept: 'application/json' };
/** The console's overview loads its pages 100 at a time (destinationsApi.pages). */
const PAGE_SIZE = 100;

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${API_BASE}${path}`, { credentials: 'include', headers: HEADERS });
  if (!res.ok) throw new Error(`GET ${API_BASE}${path} answered ${res.status}.`);
  return (await res.json()) as T;
}

export interface FirstPage {
  destinations: Destination[];
  /** No page follows, so an empty list is final. */
  complete: boolean;
}

export async function fetchFirstPage(): Promise<FirstPage> {
  const body = await getJson<{ data: { destinations: Destination[] }; has_next: boolean }>(
    `/destinations?page_size=${PAGE_SIZE}`,
  );
  return { destinations: body.data.destinations, complete: !body.has_next };
}

export const fetchDestination = async (id: string) =>
  (await getJson<{ data: { destination: Destination } }>(`/destinations/${encodeURIComponent(id)}`)).data
    .destination;
