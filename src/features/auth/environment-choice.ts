/**
 * The environment choice, made before anything else. A switch is recorded in the session store first
 * (the device follows at once: this user's last session with the time of the choice, and the
 * environment that the first request of the next start carries, device-traces.ts), and only then sent
 * to the server and applied. A reload or a new tab opened before the server answered, or when it never
 * heard of the switch, starts in the chosen environment and tells the server (environment-rule.ts).
 * Each tab's store holds the time of the choice it shows or is switching to, so that of two tabs
 * switching at once the later choice wins everywhere. Stored: an e-mail, an environment and a time.
 */
import type { Environment } from '../../api/schemas/envelope.ts';
import { type LastSession, loadLastSession, sameUser } from '../../offline/last-session.ts';
import { isLaterChoice } from './environment-rule.ts';
import { session } from './session.ts';

export type EnvironmentChoice = Required<LastSession>;

/** The time of the choice this tab shows or is switching to (0: none made or followed yet). */
const followedAt = () => session.choice().chosenAt ?? 0;

/** Saves the choice on this device; from here on a reload or a new tab starts in it. */
export function recordEnvironmentChoice(
  email: string,
  environment: Environment,
  now = Date.now(),
): EnvironmentChoice {
  // Strictly later than any choice this tab has seen, even within the same millisecond.
  const chosenAt = Math.max(now, followedAt() + 1);
  session.choose({ environment, chosenAt });
  return { email, environment, chosenAt };
}

/** Whether no later choice (another tab's) has been followed since this one was made. */
export const isLatestChoice = (choice: EnvironmentChoice): boolean => followedAt() === choice.chosenAt;

/**
 * The server refused the switch: the previous environment becomes the choice again (a new one, so tabs
 * that followed the refused choice follow this one back), unless a later choice or a sign-out came first.
 */
export function undoEnvironmentChoice(choice: EnvironmentChoice, previous: Environment): void {
  const current = session.get();
  if (!isLatestChoice(choice) || current.status !== 'signed-in' || !sameUser(current.email, choice.email)) {
    return;
  }
  recordEnvironmentChoice(choice.email, previous);
}

/**
 * This user's stored choice when it is later than the one this tab follows (another tab switched); the
 * tab follows it from then on. Null when there is nothing newer to follow.
 */
export function takeLaterStoredChoice(email: string): LastSession | null {
  const stored = loadLastSession();
  if (!stored || !sameUser(stored.email, email) || !isLaterChoice(stored, followedAt())) return null;
  // Already stored: the device follows the store without writing it again.
  session.choose({ environment: stored.environment, chosenAt: stored.chosenAt });
  return stored;
}
