import { authApi } from '../../api/endpoints/auth.ts';
import { isApiError } from '../../api/errors.ts';
import type { Environment } from '../../api/schemas/envelope.ts';
import { type LastSession, sameUser } from '../../offline/last-session.ts';
import { reportApiReachable } from '../../offline/network-status.ts';
import { latestEnvironment } from './environment-rule.ts';
import { type Session, SIGNED_OUT, session } from './session.ts';
import type { SignedIn } from './sign-in.ts';

/**
 * Start-up without a remembered session: ask the server who is signed in. Any failure shows the
 * sign-in screen instead of a crash: a 401 means signed out; status 0 means the server is unreachable
 * (offline, whatever navigator.onLine says, so the network status learns it), and signing in then
 * needs the connection back.
 */
export async function resolveStartupSession(status = authApi.status): Promise<Session> {
  try {
    const reply = await status();
    reportApiReachable(true);
    if (!reply) return SIGNED_OUT;
    return { status: 'signed-in', email: reply.email, environment: reply.environment };
  } catch (error) {
    if (!isApiError(error)) throw error;
    reportApiReachable(error.status !== 0);
    if (error.status !== 0) console.error('Auth status failed:', error.message);
    return SIGNED_OUT;
  }
}

/**
 * What the server says about a session restored from this device (start-up with a last session renders
 * at once and asks in the background): still valid; unknown because the server cannot be reached (the
 * console stays, read-only offline); expired (401); or another user's session in this browser.
 */
export type SessionVerdict =
  | { kind: 'confirmed'; serverEnvironment: Environment }
  | { kind: 'unreachable' }
  | { kind: 'expired' }
  | { kind: 'other-user'; signedIn: SignedIn };

export async function checkRestoredSession(
  restored: LastSession,
  status = authApi.status,
): Promise<SessionVerdict> {
  try {
    const reply = await status();
    reportApiReachable(true);
    if (!reply) return { kind: 'expired' };
    if (!sameUser(reply.email, restored.email)) {
      return { kind: 'other-user', signedIn: { email: reply.email, environment: reply.environment } };
    }
    return { kind: 'confirmed', serverEnvironment: reply.environment };
  } catch (error) {
    if (!isApiError(error)) throw error;
    reportApiReachable(error.status !== 0);
    if (error.status !== 0) console.error('Auth status failed:', error.message);
    return { kind: 'unreachable' };
  }
}

export interface VerdictHandlers {
  /** The session expired: sign out (keeping the snapshot) and go to /login. */
  onExpired: () => void;
  /** Another user is signed in, now the last session: start over as them (their own snapshot, never this one's). */
  onOtherUser: () => void;
  setServerEnvironment?: (environment: Environment) => Promise<unknown>;
}

/**
 * Acts on the verdict. A confirmed session whose server-side environment differs from this device's
 * choice (switched while offline, or reloaded before the switch's request returned) is brought in line
 * with the device's choice, which is the one on screen (the rule: environment-rule.ts).
 */
export function settleRestoredSession(verdict: SessionVerdict, handlers: VerdictHandlers): void {
  const { setServerEnvironment = authApi.setEnvironment } = handlers;
  if (verdict.kind === 'expired') handlers.onExpired();
  else if (verdict.kind === 'other-user') {
    // The device follows the store (device-traces.ts): the start that follows restores them at once.
    session.set({ status: 'signed-in', ...verdict.signedIn });
    handlers.onOtherUser();
  } else if (verdict.kind === 'confirmed') {
    const current = session.get();
    if (current.status !== 'signed-in') return;
    const device = { email: current.email, ...session.choice() };
    const latest = latestEnvironment(device, {
      email: current.email,
      environment: verdict.serverEnvironment,
    });
    if (latest.tellServer) {
      setServerEnvironment(latest.environment).catch((error: unknown) =>
        console.warn('The environment chosen on this device could not be sent to the server.', error),
      );
    }
  }
}
