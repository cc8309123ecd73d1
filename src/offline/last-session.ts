/**
 * The last signed-in session of this device: the e-mail and environment only (the session itself is an
 * HttpOnly cookie the console never sees). With it a reload restores that user's snapshot and renders at
 * once, offline too, while the server confirms the session in the background. It is forgotten when the
 * session ends (sign-out wipes the key, an expired session clears it), so the next person on this device
 * starts from the sign-in screen. Storage may be missing or throw: the console then asks the server.
 * It also holds this user's environment choice on this device, with the time it was made (`chosenAt`,
 * features/auth/environment-choice.ts): a switch is saved here before the server hears of it. Written
 * only as it follows the session store (features/auth/device-traces.ts).
 */
import * as v from 'valibot';
import { environment } from '../api/schemas/envelope.ts';
import { LOCAL_STORAGE_KEYS } from './storage-names.ts';

const lastSession = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  environment,
  /** When this environment was chosen on this device (ms since 1970); absent when it was not a switch. */
  chosenAt: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
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
  // Only the known fields are written, whatever else the caller's object carries.
  const { email, environment: env, chosenAt = keptChoiceTime(email, env) } = v.parse(lastSession, session);
  const record = chosenAt === undefined ? { email, environment: env } : { email, environment: env, chosenAt };
  const text = JSON.stringify(record);
  try {
    // Already there (another tab wrote it, or nothing changed): no write, so nothing echoes back.
    if (localStorage.getItem(LOCAL_STORAGE_KEYS.lastSession) === text) return;
    localStorage.setItem(LOCAL_STORAGE_KEYS.lastSession, text);
  } catch {
    // Not remembered: the next start waits for the server instead of restoring at once.
  }
}

/** A save that repeats the stored choice (the session re-announced, another tab following) keeps its time. */
function keptChoiceTime(email: string, env: LastSession['environment']): number | undefined {
  const stored = loadLastSession();
  return stored && sameUser(stored.email, email) && stored.environment === env ? stored.chosenAt : undefined;
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
