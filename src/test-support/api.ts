/**
 * The one fetch stub for unit tests (only *.test.ts(x) files import src/test-support/). `stubApi()`,
 * called at a test file's top level, installs a recording `fetch` before each test, points the API
 * client at `baseUrl`, makes `environment` the session store's choice and listens for its toasts and sign-outs; after each test, once
 * anything mounted is unmounted (cleanup.ts), it undoes it all. Replies come from per-route responses
 * (`route`) or, as with any vi.fn, from `api.fetch.mockResolvedValue(...)`; a request nothing answers
 * gets a 404 naming it.
 */
import { beforeEach, type Mock, vi } from 'vitest';
import type { ApiError } from '../api/errors.ts';
import { configureApi, onApiError, onUnauthorized, readEnvironmentFrom } from '../api/http.ts';
import type { Environment } from '../api/schemas/envelope.ts';
import { session } from '../features/auth/session.ts';
import { afterEveryTest } from './cleanup.ts';

/** A JSON reply with this status. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** A 200 envelope (CONTRACT.md §1) around data; `extra` adds fields such as has_next. */
export const ok = (data: unknown, extra: Record<string, unknown> = {}) =>
  json(200, { status: 'success', data, message: '', ...extra });
/** An error envelope with this status and message. */
export const failure = (status: number, message = '') =>
  json(status, { status: 'error', data: null, message });

/** One request as the stub saw it; a JSON body is parsed, any other body kept as given. */
export interface SentRequest {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

type Reply = Response | ((request: SentRequest) => Response | Promise<Response>);

export interface ApiStub {
  /** The stubbed fetch: a vi.fn, so tests may also queue replies or assert calls on it. */
  fetch: Mock<typeof fetch>;
  /** Error listener (the shell's toast) and 401 listener (sign-out), reset after each test. */
  toasts: Mock<(error: ApiError) => void>;
  signOuts: Mock<(error: ApiError) => void>;
  /** Makes `environment` the device's choice, which requests carry while no session says otherwise. */
  chooseEnvironment(environment: Environment): void;
  /** Unsubscribes those two listeners now (through the client's own unsubscribe functions). */
  unlisten(): void;
  /** Answers `METHOD /path` (path with its query when the key has one) until the test ends. */
  route(key: string, reply: Reply): void;
  /** Every request so far, in order. */
  requests(): SentRequest[];
  /** The nth request (0 = the first); an empty GET when there is none. */
  sent(n?: number): SentRequest;
  /** The URL of every request, in order. */
  urls(): string[];
}

function record(input: RequestInfo | URL, init: RequestInit | undefined): SentRequest {
  const raw = init?.body;
  let body: unknown = raw ?? undefined;
  if (typeof raw === 'string') {
    try {
      body = JSON.parse(raw);
    } catch {
      body = raw;
    }
  }
  return { method: init?.method ?? 'GET', url: String(input), headers: new Headers(init?.headers), body };
}

export function stubApi(options: { baseUrl?: string; environment?: Environment } = {}): ApiStub {
  const routes = new Map<string, Reply>();
  const answer = async (request: SentRequest) => {
    const url = new URL(request.url, 'http://localhost');
    const reply =
      routes.get(`${request.method} ${url.pathname}${url.search}`) ??
      routes.get(`${request.method} ${url.pathname}`);
    if (reply === undefined) return failure(404, `No stubbed reply for ${request.method} ${request.url}`);
    return typeof reply === 'function' ? reply(request) : reply.clone();
  };
  const fetchMock = vi.fn<typeof fetch>((input, init) => answer(record(input, init)));
  const toasts = vi.fn<(error: ApiError) => void>();
  const signOuts = vi.fn<(error: ApiError) => void>();
  let offs: Array<() => void> = [];

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ baseUrl: options.baseUrl ?? '/api' });
    // Requests read the session store, as in the app (a test may have pointed them elsewhere).
    readEnvironmentFrom(session.environment);
    session.choose({ environment: options.environment ?? 'prod' });
    offs = [onApiError(toasts), onUnauthorized(signOuts)];
  });
  const unlisten = () => {
    for (const off of offs.splice(0)) off();
  };
  afterEveryTest('unstub', () => {
    unlisten();
    routes.clear();
    fetchMock.mockReset(); // back to answering from routes
    toasts.mockReset();
    signOuts.mockReset();
    vi.unstubAllGlobals();
  });

  const requests = () => fetchMock.mock.calls.map(([input, init]) => record(input, init));
  return {
    fetch: fetchMock,
    toasts,
    signOuts,
    unlisten,
    chooseEnvironment: (environment) => session.choose({ environment }),
    route: (key, reply) => void routes.set(key, reply),
    requests,
    sent: (n = 0) => requests()[n] ?? record('', undefined),
    urls: () => requests().map((r) => r.url),
  };
}
