/**
 * What this device keeps of the session follows the session store, and only this subscription writes it:
 * the environment chosen (`console.environment`, which the first request of the next start carries) and,
 * signed in, the e-mail with that choice (`console.last-session`), so a reload restores that user's
 * snapshot at once, offline too. A switch is written the moment it is chosen, once per key. Signed out
 * (Logout, an expired session, another tab's sign-out), the last session is forgotten and the app badge
 * cleared, so the next person on the device starts at the sign-in screen and sees no alerts.
 * localStorage is shared by the tabs: a tab left behind because another signed in as someone else does
 * not forget that newer session, and a choice followed from another tab is already stored (no echo).
 */
import { clearAppBadge } from '../../offline/app-badge.ts';
import { clearLastSession, loadLastSession, sameUser, saveLastSession } from '../../offline/last-session.ts';
import { saveEnvironment } from '../../offline/preferences.ts';
import { type Choice, type Session, session } from './session.ts';

/** Starts following the session; returns the function that stops it. */
export function keepDeviceTracesInStep(): () => void {
  let previous = session.get();
  let previousChoice = session.choice();
  return session.subscribe(() => {
    const current = session.get();
    const choice = session.choice();
    // Only what changed is written (a sign-out writes nothing), the environment first: a tab that hears
    // of the last session (environment-across-tabs.ts) finds the environment already there.
    if (current.status === 'signed-in') {
      if (changed(previous, current, previousChoice, choice)) {
        saveEnvironment(choice.environment);
        saveLastSession({ email: current.email, environment: choice.environment, chosenAt: choice.chosenAt });
      }
    } else {
      if (choice.environment !== previousChoice.environment) saveEnvironment(choice.environment);
      if (previous.status === 'signed-in') {
        const remembered = loadLastSession();
        if (remembered && sameUser(remembered.email, previous.email)) clearLastSession();
        clearAppBadge();
      }
    }
    previous = current;
    previousChoice = choice;
  });
}

function changed(before: Session, now: Session & { status: 'signed-in' }, was: Choice, is: Choice) {
  return (
    before.status !== 'signed-in' ||
    before.email !== now.email ||
    was.environment !== is.environment ||
    was.chosenAt !== is.chosenAt
  );
}
