/**
 * The last signed-in session of this device: the e-mail and environment only (the session itself is an
 * HttpOnly cookie the console never sees). With it a reload restores that user's snapshot and renders at
 * once, offline too, while the server confirms the session in the background. It is forgotten when the
 * session ends (sign-out wipes the key, an expired session clears it), so the next person on this device
 * starts from the sign-in screen. Storage may be missing or throw: the console then asks the server.
 */
import * as v from 'valibot';
import { environment } from '../api/schemas/envelope.ts';
import { LOCAL_STORAGE_KEYS } from './storage-names.ts';

const lastSession = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  environment,
});
export type LastSession = v.InferOutput<typeof lastSession>;

export function loadLastSession(): LastSession | null {
  try {
    const stored = localStorage.getItem(LOCAL_STORAGE_KEYS.lastSession);
    if (stored === null) return null;
    const parsed = v.safeParse(lastSession, JSON.parse(stored));
    return parsed.success ? parsed.output : null;
  } catch {
    return null; // unreadable or blocked: start as if nobody had signed in here
  }
}

export function saveLastSession(session: LastSession): void {
  // Only the two known fields are written, whatever else the caller's object carries.
  const { email, environment: env } = v.parse(lastSession, session);
  try {
    localStorage.setItem(LOCAL_STORAGE_KEYS.lastSession, JSON.stringify({ email, environment: env }));
  } catch {
    // Not remembered: the next start waits for the server instead of restoring at once.
  }
}

export function clearLastSession(): void {
  try {
    localStorage.removeItem(LOCAL_STORAGE_KEYS.lastSession);
  } catch {
    // Storage blocked: nothing could have been written either.
  }
}

/** Whether two e-mails name the same user (the server compares them without case). */
export const sameUser = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
