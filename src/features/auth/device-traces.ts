/**
 * What this device keeps of the session follows the session: signed in (sign-in, environment switch),
 * the e-mail and environment are remembered so a reload restores that user's snapshot at once, offline
 * too; signed out (Logout, an expired session, another tab's sign-out), they are forgotten and the app
 * badge is cleared, so the next person on the device starts at the sign-in screen and sees no alerts.
 * localStorage is shared by the tabs: a tab left behind because another signed in as someone else does
 * not forget that newer session.
 */
import { clearAppBadge } from '../../offline/app-badge.ts';
import { clearLastSession, loadLastSession, sameUser, saveLastSession } from '../../offline/last-session.ts';
import { session } from './session.ts';

/** Starts following the session; returns the function that stops it. */
export function keepDeviceTracesInStep(): () => void {
  let previous = session.get();
  return session.subscribe(() => {
    const current = session.get();
    if (current.status === 'signed-in') {
      saveLastSession({ email: current.email, environment: current.environment });
    } else if (previous.status === 'signed-in') {
      const remembered = loadLastSession();
      if (remembered && sameUser(remembered.email, previous.email)) clearLastSession();
      clearAppBadge();
    }
    previous = current;
  });
}
