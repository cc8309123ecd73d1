/**
 * The console's tabs agree on the environment. A switch is saved in localStorage before anything else
 * (environment-choice.ts, device-traces.ts); the browser tells every other tab of the origin through the
 * `storage` event, and each follows a choice of its user that is later than its own (environment-rule.ts)
 * in its session store, without writing it back and without asking the server: the tab that chose does. Sign-out and other users are the session channel's
 * business (sign-out.ts), so a record of another user is ignored here.
 */
import { LOCAL_STORAGE_KEYS } from '../../offline/storage-names.ts';
import { applyEnvironment } from './environment.ts';
import { takeLaterStoredChoice } from './environment-choice.ts';
import { session } from './session.ts';

/** Follows the other tabs until the returned function is called; `afterSwitch` runs when this tab switched. */
export function followEnvironmentOfOtherTabs(afterSwitch: () => unknown): () => void {
  if (typeof window === 'undefined') return () => {};

  const onStorage = (event: StorageEvent) => {
    if (event.key !== LOCAL_STORAGE_KEYS.lastSession) return;
    const current = session.get();
    if (current.status !== 'signed-in') return;
    const later = takeLaterStoredChoice(current.email);
    if (!later) return;
    applyEnvironment(later.environment)
      .then(() => {
        const now = session.get();
        if (now.status === 'signed-in' && now.environment !== current.environment) return afterSwitch();
      })
      .catch((error: unknown) =>
        console.error('The environment chosen in another tab was not applied.', error),
      );
  };

  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
