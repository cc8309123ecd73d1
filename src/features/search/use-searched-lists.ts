/**
 * Offline search by design, not by visits: after sign-in (and each environment switch or reconnection),
 * once the screen the user came for has loaded, the recipients, sources, models, products and webhooks
 * are fetched in the background when the snapshot's copy is older than GUIDE_PREFETCH_FRESH_MS, beside
 * the guides' background fetch and on the same clock (offline/use-background-pass.ts). Destinations come
 * with the overview.
 */
import {
  type BackgroundPass,
  type SignedInAs,
  useBackgroundPass,
} from '../../offline/use-background-pass.ts';

/** The lists' code loads only when a pass starts: it is no part of the first screen's JS. */
const loadLists: BackgroundPass = async (client, environment) => {
  const lists = await import('./palette-lists.ts');
  await lists.loadSearchedLists(client, environment, lists.BACKGROUND_LOAD);
};

export function useSearchedLists(signedIn: SignedInAs): void {
  useBackgroundPass(signedIn, loadLists, 'lists for search could not be fetched');
}
