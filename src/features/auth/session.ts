/**
 * The one owner of who is signed in and in which environment, held in memory (the session itself is an
 * HttpOnly cookie the console never sees). Route guards read `session.get()`; components re-render
 * through `useSession()`; the fetch layer reads `session.environment()` for every request's header; and
 * what this device remembers (localStorage) follows this store by one subscription (device-traces.ts).
 *
 * Two environments, because a switch is not instant: `choice()` is this device's latest choice (what a
 * reload or a new tab starts in, saved the moment it is made), and the signed-in session's environment is
 * the one the screens and requests use, which follows the choice once its snapshot is restored
 * (environment.ts). Signed out, requests speak for the choice.
 */
import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { DEFAULT_ENVIRONMENT, readEnvironmentFrom } from '../../api/http.ts';
import { type Environment, environment } from '../../api/schemas/envelope.ts';
import { sameUser } from '../../offline/last-session.ts';

export const sessionSchema = v.variant('status', [
  v.object({ status: v.literal('signed-in'), email: v.string(), environment }),
  v.object({ status: v.literal('signed-out') }),
]);
export type Session = v.InferOutput<typeof sessionSchema>;
export type SignedInSession = Extract<Session, { status: 'signed-in' }>;

export const SIGNED_OUT: Session = Object.freeze({ status: 'signed-out' });

/** An environment chosen on this device, with when (ms since 1970; absent when it was not a switch). */
export interface Choice {
  environment: Environment;
  chosenAt?: number;
}

let current: Session = SIGNED_OUT;
let chosen: Choice = { environment: DEFAULT_ENVIRONMENT };
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function get(): Session {
  return current;
}

/**
 * A session in an environment other than the choice makes that environment the choice, unless the choice
 * is this user's switch (timed): that is replaced only by a later choice, never by a switch applied late.
 */
function set(next: Session) {
  const mine =
    next.status === 'signed-in' && current.status === 'signed-in' && sameUser(next.email, current.email);
  current = next;
  if (next.status !== 'signed-in' || next.environment === chosen.environment) return notify();
  if (chosen.chosenAt === undefined || !mine) chosen = { environment: next.environment };
  notify();
}

function choice(): Choice {
  return chosen;
}

/** Records a choice (a switch, its undoing, another tab's); the screens follow when it is applied. */
function choose(next: Choice) {
  chosen = next.chosenAt === undefined ? { environment: next.environment } : { ...next };
  notify();
}

/** The environment every request speaks for: the session's, else the device's choice. */
function requestEnvironment(): Environment {
  return current.status === 'signed-in' ? current.environment : chosen.environment;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, get, get);
}

export const session = { get, set, choice, choose, environment: requestEnvironment, subscribe, useSession };

// Bound once, when the store exists: no request can go out speaking for another environment.
readEnvironmentFrom(requestEnvironment);
