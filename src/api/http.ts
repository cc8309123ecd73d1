/**
 * The only door to the network (ARCHITECTURE.md principle 1). One wretch instance carries the session
 * cookie, the Environment and API-version headers; every reply is parsed with valibot; every failure
 * becomes an ApiError with the server's message or the call's fallback. Unsuppressed failures are
 * announced to `onApiError` listeners (the shell shows the toast); a 401 on a signed-in call is
 * announced to `onUnauthorized` listeners (the session signs out and goes to /login).
 */
import * as v from 'valibot';
import wretch, { type WretchError } from 'wretch';
import { nextTask } from '../lib/next-task.ts';
import { ApiError } from './errors.ts';
import { type Environment, errorEnvelope } from './schemas/envelope.ts';

export const API_VERSION = '2023-12-01';
export const DEFAULT_ENVIRONMENT: Environment = 'prod';

type Listener<T> = (value: T) => void;
const errorListeners = new Set<Listener<ApiError>>();
const unauthorizedListeners = new Set<Listener<ApiError>>();

let baseUrl = '/api';
/** Where the Environment header comes from: the session store (features/auth/session.ts) binds itself. */
let readEnvironment: () => Environment = () => DEFAULT_ENVIRONMENT;

export function configureApi(options: { baseUrl: string }) {
  baseUrl = options.baseUrl.replace(/\/+$/, '');
}
export const getApiBaseUrl = () => baseUrl;
/** The fetch layer keeps no environment of its own: each request asks `source`. */
export function readEnvironmentFrom(source: () => Environment) {
  readEnvironment = source;
}

export function onApiError(listener: Listener<ApiError>) {
  errorListeners.add(listener);
  return () => void errorListeners.delete(listener);
}
export function onUnauthorized(listener: Listener<ApiError>) {
  unauthorizedListeners.add(listener);
  return () => void unauthorizedListeners.delete(listener);
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface Call<S extends v.GenericSchema> {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Relative to the API base URL, or an absolute URL (a list's `next_url`). */
  path: string;
  query?: Query;
  body?: unknown;
  /** The whole reply, envelope included. */
  schema: S;
  /** SPEC.md §8 fallback, shown when the server gives no message. */
  fallback: string;
  /** Reads are suppressed by default; writes show the global toast unless told otherwise. */
  suppress?: boolean;
  /** Calls made while signed out (sign-in itself, auth status) never trigger the sign-out handling. */
  public?: boolean;
  /** Overrides the current environment for this call (the switch itself speaks for the new one). */
  environment?: Environment;
  signal?: AbortSignal;
}

const client = wretch()
  .options({ credentials: 'include' })
  .headers({ 'X-Prequel-Api-Version': API_VERSION, Accept: 'application/json' });

function urlOf(path: string, query: Query | undefined) {
  const url = /^https?:\/\//.test(path) ? path : `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, val] of Object.entries(query)) {
    if (val !== undefined && val !== null && val !== '') params.set(k, String(val));
  }
  const qs = params.toString();
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}

function serverMessage(json: unknown): string | undefined {
  const parsed = v.safeParse(errorEnvelope, json);
  if (parsed.success && parsed.output.message.trim()) return parsed.output.message;
  if (json && typeof json === 'object' && 'message' in json && typeof json.message === 'string') {
    return json.message.trim() || undefined;
  }
  return undefined;
}

function fail(call: Call<v.GenericSchema>, message: string, status: number): never {
  const suppressed = call.suppress ?? call.method === 'GET';
  const error = new ApiError(message, status, suppressed);
  if (status === 401 && !call.public) for (const l of unauthorizedListeners) l(error);
  if (!suppressed) for (const l of errorListeners) l(error);
  throw error;
}

export async function request<S extends v.GenericSchema>(call: Call<S>): Promise<v.InferOutput<S>> {
  // Each request starts in a task of its own: a screen whose queries all start on mount (a dozen at
  // start-up) does not start them in one long task that a slow phone cannot interrupt for a tap.
  await nextTask();
  let req = client
    .url(urlOf(call.path, call.query), true)
    .headers({ Environment: call.environment ?? readEnvironment() });
  if (call.signal) req = req.options({ signal: call.signal });
  let json: unknown;
  try {
    const body = call.body === undefined ? undefined : call.body;
    switch (call.method) {
      case 'GET':
        json = await req.get().json();
        break;
      case 'DELETE':
        json = await req.delete().json();
        break;
      case 'POST':
        json = await (body === undefined ? req.post() : req.json(body as object).post()).json();
        break;
      case 'PATCH':
        json = await req
          .json((body ?? {}) as object)
          .patch()
          .json();
        break;
    }
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    const err = e as Partial<WretchError>;
    const status = typeof err.status === 'number' ? err.status : 0;
    return fail(call, serverMessage(err.json) ?? call.fallback, status);
  }
  const parsed = v.safeParse(call.schema, json);
  if (!parsed.success) {
    console.error(`Unexpected reply from ${call.method} ${call.path}:`, v.flatten(parsed.issues));
    return fail(call, call.fallback, 200);
  }
  return parsed.output;
}
