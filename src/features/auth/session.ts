/**
 * Who is signed in, held in memory only (the session itself is an HttpOnly cookie the console never
 * sees). Route guards read `session.get()`; components re-render through `useSession()`.
 */
import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { environment } from '../../api/schemas/envelope.ts';

export const sessionSchema = v.variant('status', [
  v.object({ status: v.literal('signed-in'), email: v.string(), environment }),
  v.object({ status: v.literal('signed-out') }),
]);
export type Session = v.InferOutput<typeof sessionSchema>;
export type SignedInSession = Extract<Session, { status: 'signed-in' }>;

export const SIGNED_OUT: Session = Object.freeze({ status: 'signed-out' });

let current: Session = SIGNED_OUT;
const listeners = new Set<() => void>();

function get(): Session {
  return current;
}

function set(next: Session) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, get, get);
}

export const session = { get, set, subscribe, useSession };
