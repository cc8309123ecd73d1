/**
 * Offline search by design, not by visits: after sign-in (and each environment switch or reconnection),
 * once the screen the user came for has loaded, the recipients, sources, models, products and webhooks
 * are fetched in the background when the snapshot's copy is older than GUIDE_PREFETCH_FRESH_MS, beside
 * the guides' background fetch and on the same clock. Destinations come with the overview.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  GUIDE_PREFETCH_START_DELAY_MS,
  type SignedInAs,
} from '../../components/setup-guide/use-guide-prefetch.ts';
import { useOnline } from '../../offline/network-status.ts';

export function useSearchedLists(signedIn: SignedInAs): void {
  const client = useQueryClient();
  const online = useOnline();
  const email = signedIn?.email;
  const environment = signedIn?.environment;
  useEffect(() => {
    if (email === undefined || environment === undefined || !online) return;
    const timer = setTimeout(() => {
      import('./palette-lists.ts')
        .then((lists) => lists.loadSearchedLists(client, environment, lists.BACKGROUND_LOAD))
        .catch((error: unknown) => console.warn('[offline] lists for search could not be fetched', error));
    }, GUIDE_PREFETCH_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [client, email, environment, online]);
}
