/**
 * After generating, the list opens with the new link's id in the navigation state (not the URL: the
 * link itself is a credential, and an id in the address would outlive the moment). The URL to show
 * is then read from the in-memory URL store (queries.ts), never from history.
 */
export const CREATED_STATE_KEY = 'createdMagicLinkId';

export function createdLinkIdOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const id = (state as Record<string, unknown>)[CREATED_STATE_KEY];
  return typeof id === 'string' && id !== '' ? id : undefined;
}
