// @vitest-environment jsdom
/**
 * The notice of a link just generated reads that link from GET /magic-links/{id} (SPEC.md §7): after a
 * reload only its id is left (history state), and the URL comes back from the server; a link deleted
 * meanwhile is said so in place, never toasted (SPEC.md §8: single-item reads are suppressed).
 */
import type { AnyRouter } from '@tanstack/react-router';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { MagicLink } from '../../api/schemas/magic-link.ts';
import { failure, ok, stubApi } from '../../test-support/api.ts';
import { button, press, render, settle } from '../../test-support/render.tsx';
import { CREATED_STATE_KEY } from './created-link.ts';
import { CreatedLinkNotice } from './created-link-notice.tsx';
import { magicLinkKeys, rememberUrls } from './queries.ts';

const { toasts, route, urls } = stubApi();

const URL_OF_ML1 = 'https://console.example.com/onboard/token-ml1';
const link: MagicLink = {
  id: 'ml1',
  name: 'Globex warehouse',
  recipient_id: 'r1',
  id_in_provider_system: 'globex',
  vendor: 'postgres',
  host: 'db.globex.com',
  link: URL_OF_ML1,
  has_been_used: false,
  created_at: '2026-11-20T10:00:00.000Z',
};

/** The list page as it opens after generating: the new link's id in the navigation state. */
async function openWithCreated(id: string, known: MagicLink[] = []) {
  const shown = await render(<CreatedLinkNotice />, {
    router: { url: '/magic-links/active', path: '/magic-links/active' },
  });
  rememberUrls('prod', shown.queryClient, known); // as generating does, in this tab
  const router: AnyRouter = shown.router;
  await act(() =>
    router.navigate({
      to: '/magic-links/active',
      state: (previous) => ({ ...previous, [CREATED_STATE_KEY]: id }),
    }),
  );
  return shown;
}
const shownUrl = () => document.querySelector('[data-testid="created-magic-link"]')?.textContent;
const alertSays = (message: string) =>
  [...document.querySelectorAll('[role="alert"]')].some((a) => a.querySelector('p')?.textContent === message);

describe('CreatedLinkNotice', () => {
  it('reads the link from GET /magic-links/{id} when only its id is left (a reload)', async () => {
    route('GET /api/magic-links/ml1', ok({ magic_link: link }));
    const { queryClient } = await openWithCreated('ml1');
    await settle(() => shownUrl() === URL_OF_ML1);
    expect(urls()).toEqual(['/api/magic-links/ml1']);
    // What is kept of the link (and persisted) has no URL: that stays in the memory-only store.
    expect(JSON.stringify(queryClient.getQueryData(magicLinkKeys.detail('prod', 'ml1')))).not.toContain(
      'token-',
    );
  });

  it('reads it again even when the URL is known, and says in place when the link is gone', async () => {
    route('GET /api/magic-links/ml1', failure(404, 'Magic link not found.'));
    await openWithCreated('ml1', [link]);
    await settle(() => alertSays('Magic link not found.'));
    expect(urls()).toEqual(['/api/magic-links/ml1']);
    expect(shownUrl()).toBeUndefined();
    expect(toasts).not.toHaveBeenCalled();
    await press(button('Dismiss'));
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('falls back to "Failed to fetch magic link." with a way to try again, without a toast', async () => {
    let calls = 0;
    route('GET /api/magic-links/ml1', () => (++calls === 1 ? failure(500) : ok({ magic_link: link })));
    await openWithCreated('ml1');
    await settle(() => alertSays('Failed to fetch magic link.'));
    expect(toasts).not.toHaveBeenCalled();
    await press(button('Try again'));
    await settle(() => shownUrl() === URL_OF_ML1);
  });
});
