import { authApi } from '../../api/endpoints/auth.ts';
import { wipeConsoleStorage } from '../../offline/persistence.ts';
import { boundQueryCache } from './query-cache.ts';
import { session } from './session.ts';

/**
 * `leave` navigates away from the signed-in screens (to /login). It runs before the cache is cleared:
 * screens still mounted would otherwise refetch what was just dropped, against a session that is gone.
 */
type Leave = () => Promise<void> | void;

/** Logout (SPEC.md §4): ends the server session, then forgets everything, in memory and on disk. */
export async function signOut(leave: Leave): Promise<void> {
  const { queryClient, persistence } = boundQueryCache();
  try {
    await authApi.logout();
  } catch {
    // Offline or already signed out on the server: the local wipe below must happen regardless.
  }
  persistence.deactivate();
  session.set({ status: 'signed-out' });
  await leave();
  await queryClient.cancelQueries();
  queryClient.clear();
  await wipeConsoleStorage();
}

/**
 * The server answered 401 to a signed-in call: the session expired. Memory is cleared (another person
 * may sign in next in this tab) but the disk snapshot stays for this user's next sign-in.
 */
export async function endExpiredSession(leave: Leave): Promise<void> {
  if (session.get().status !== 'signed-in') return;
  const { queryClient, persistence } = boundQueryCache();
  persistence.deactivate();
  session.set({ status: 'signed-out' });
  await leave();
  await queryClient.cancelQueries();
  queryClient.clear();
}
