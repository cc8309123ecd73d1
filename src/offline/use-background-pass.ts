/**
 * The one clock of the console's background fetches for offline use (the setup guides, the lists the
 * command palette searches): a pass for each signed-in user and environment while online, again when the
 * connection returns, always after the screen the user came for has had its turn.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Environment } from '../api/schemas/envelope.ts';
import { useOnline } from './network-status.ts';

/** Who is signed in, in which environment (null when signed out): the background passes run per pair. */
export type SignedInAs = { email: string; environment: Environment } | null;

/**
 * Sign-in, an environment switch or reconnecting first loads the screen the user wants; a pass waits
 * this long, so it never competes with it (nor straddles an environment switch made right away).
 */
export const BACKGROUND_PASS_START_DELAY_MS = 10_000;

/** One background pass; `signal` aborts when the user, environment or connection changes. */
export type BackgroundPass = (
  client: QueryClient,
  environment: Environment,
  signal: AbortSignal,
) => Promise<void>;

/**
 * Runs `pass` for each signed-in user and environment while online, BACKGROUND_PASS_START_DELAY_MS after
 * sign-in, a switch or reconnecting. `pass` is a module-level function (a new one each render would
 * restart the clock); a failed pass only warns, as `[offline] <failure>`: its own screen reports errors.
 */
export function useBackgroundPass(signedIn: SignedInAs, pass: BackgroundPass, failure: string): void {
  const client = useQueryClient();
  const online = useOnline();
  const email = signedIn?.email;
  const environment = signedIn?.environment;
  useEffect(() => {
    if (email === undefined || environment === undefined || !online) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      pass(client, environment, controller.signal).catch((error: unknown) =>
        console.warn(`[offline] ${failure}`, error),
      );
    }, BACKGROUND_PASS_START_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, email, environment, online, pass, failure]);
}
