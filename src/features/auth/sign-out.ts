/**
 * Ending the session, in this tab and in the console's other tabs. Logout ends the server session, tells
 * the other tabs, then forgets everything in memory and on disk (offline/wipe.ts). The session cookie is
 * shared by every tab, so a tab that hears "signed out", or "signed in as someone else", no longer has a
 * session of its own user: it forgets what it holds in memory and goes to /login, without calling the
 * server. It does not wipe the disk: the tab that signed out does, and a late wipe here could delete
 * the database of a user who has just signed in.
 */
import * as v from 'valibot';
import { authApi } from '../../api/endpoints/auth.ts';
import { sameUser } from '../../offline/last-session.ts';
import { wipeConsoleStorage, wipeSnapshotsOf } from '../../offline/persistence.ts';
import { SESSION_CHANNEL_NAME } from '../../offline/storage-names.ts';
import { forgetTabKeys } from '../../offline/wipe.ts';
import { boundQueryCache } from './query-cache.ts';
import { type Session, session } from './session.ts';

/**
 * `leave` navigates away from the signed-in screens (to /login). It runs before the cache is cleared:
 * screens still mounted would otherwise refetch what was just dropped, against a session that is gone.
 */
type Leave = () => Promise<void> | void;

const sessionMessage = v.variant('type', [
  v.object({ type: v.literal('signed-out') }),
  v.object({ type: v.literal('signed-in'), email: v.string() }),
]);
type SessionMessage = v.InferOutput<typeof sessionMessage>;

let channel: BroadcastChannel | null | undefined;
/** One channel per tab: a BroadcastChannel never hears its own messages, so a tab never hears itself. */
function sessionChannel(): BroadcastChannel | null {
  channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL_NAME) : null;
  return channel;
}

function announce(message: SessionMessage) {
  try {
    sessionChannel()?.postMessage(message);
  } catch {
    // A closing page may refuse; the other tabs then learn from their next call (401).
  }
}

async function forgetSession(leave: Leave): Promise<void> {
  const { queryClient, persistence } = boundQueryCache();
  persistence.deactivate();
  session.set({ status: 'signed-out' });
  await leave();
  await queryClient.cancelQueries();
  queryClient.clear();
}

/** Logout (SPEC.md §4): ends the server session, then forgets everything, here, on disk and in other tabs. */
export async function signOut(leave: Leave): Promise<void> {
  try {
    await authApi.logout();
  } catch {
    // Offline or already signed out on the server: the local wipe below must happen regardless.
  }
  announce({ type: 'signed-out' });
  await forgetSession(leave);
  await wipeConsoleStorage();
}

/**
 * The server answered 401 to a signed-in call: the session expired. Memory is cleared (another person
 * may sign in next in this tab), and so is the user's snapshot, which lasts only while its session does
 * (offline/persistence.ts); their drafts stay for their next sign-in.
 */
export async function endExpiredSession(leave: Leave): Promise<void> {
  const current = session.get();
  if (current.status !== 'signed-in') return;
  await forgetSession(leave);
  await wipeSnapshotsOf(current.email);
}

/** Another tab signed out or in as someone else: leave, and let that tab decide what the disk keeps. */
async function leaveForOtherTab(leave: Leave): Promise<void> {
  if (session.get().status !== 'signed-in') return;
  await forgetSession(leave);
}

const signedInEmail = (current: Session) => (current.status === 'signed-in' ? current.email : null);

/**
 * Keeps this tab in step with the others until the returned function is called: announces each sign-in
 * made here, and leaves (memory cleared, nothing asked of the server) when another tab signs out or
 * signs in as a different user.
 */
export function followOtherTabs(leave: Leave): () => void {
  const channel = sessionChannel();
  if (!channel) return () => {};

  const onMessage = (event: MessageEvent) => {
    const parsed = v.safeParse(sessionMessage, event.data);
    const mine = signedInEmail(session.get());
    if (!parsed.success || mine === null) return;
    const message = parsed.output;
    if (message.type === 'signed-in' && sameUser(message.email, mine)) return;
    forgetTabKeys();
    void leaveForOtherTab(leave);
  };

  let announced = signedInEmail(session.get());
  const unsubscribe = session.subscribe(() => {
    const email = signedInEmail(session.get());
    if (email !== null && (announced === null || !sameUser(email, announced))) {
      announce({ type: 'signed-in', email });
    }
    announced = email;
  });

  channel.addEventListener('message', onMessage);
  return () => {
    channel.removeEventListener('message', onMessage);
    unsubscribe();
  };
}
