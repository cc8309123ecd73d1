/**
 * The one rule for which environment the console honours when this device and the server disagree:
 * THE LATEST CHOICE WINS, and the latest is this device's, when it has one for the signed-in user.
 *
 * Why the device's: a choice is made on this device (the switch, in any tab) and saved here before
 * anything else (environment-choice.ts); the server learns it only afterwards, by POST /auth/environment,
 * which a reload or a closed tab can cut short and which cannot be sent offline. The server's session
 * environment (GET /auth-status) changes only through that POST from this browser (the session cookie
 * is this browser's; no other device can change it), so it can equal the device's choice or lag behind
 * it, never be newer. When they differ the server is told the device's choice.
 * Without a choice of this user on this device (first start here, storage blocked, another user's
 * session in the browser) the server's environment is the only one known, and it applies.
 *
 * Between choices made on this device (two tabs switching at once) the later `chosenAt` wins; a record
 * without a time (written before choices were timed, or re-announced by a sign-in) is older than any.
 *
 * Where it applies: start-up restores the remembered session in its environment at once (main.tsx) and
 * settles with the server's answer (startup-session.ts); a tab follows another tab's later choice
 * (environment-across-tabs.ts).
 */
import type { Environment } from '../../api/schemas/envelope.ts';
import { type LastSession, sameUser } from '../../offline/last-session.ts';

/** What the server says of the session: GET /auth-status. */
export interface ServerSession {
  email: string;
  environment: Environment;
}

export interface EnvironmentVerdict {
  /** The environment to show and to send on every request. */
  environment: Environment;
  /** The server's session environment is behind this choice: send it (POST /auth/environment). */
  tellServer: boolean;
}

/** The rule: this device's choice for the same user, else the server's. */
export function latestEnvironment(device: LastSession | null, server: ServerSession): EnvironmentVerdict {
  if (device && sameUser(device.email, server.email)) {
    return { environment: device.environment, tellServer: device.environment !== server.environment };
  }
  return { environment: server.environment, tellServer: false };
}

/** Whether a recorded choice is later than the one made or followed at `than` (ms). */
export const isLaterChoice = (candidate: LastSession, than: number): boolean =>
  (candidate.chosenAt ?? 0) > than;
