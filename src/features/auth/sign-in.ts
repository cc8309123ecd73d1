import type * as v from 'valibot';
import type { signedInReply } from '../../api/schemas/auth.ts';
import { boundQueryCache } from './query-cache.ts';
import { session } from './session.ts';

export type SignedIn = v.InferOutput<typeof signedInReply>;

/**
 * Makes a confirmed sign-in (auth status, a validated code, a retrieved token, or the session remembered
 * on this device with the time of its choice) the console's session: its environment becomes the choice
 * that requests speak for, anything a previous user left in memory is dropped, and this user's saved
 * snapshot for that environment is restored before any signed-in screen renders.
 */
export async function completeSignIn({
  email,
  environment,
  chosenAt,
}: SignedIn & { chosenAt?: number }): Promise<void> {
  const { queryClient, persistence } = boundQueryCache();
  persistence.deactivate();
  await queryClient.cancelQueries();
  queryClient.clear();
  session.choose({ environment, chosenAt });
  try {
    await persistence.activate(email, environment);
  } catch (error) {
    // Without the snapshot the console still works online; the storage error is reported by offline/.
    console.error('The saved data could not be restored.', error);
  }
  session.set({ status: 'signed-in', email, environment });
}
