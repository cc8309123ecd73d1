import { useRouter } from '@tanstack/react-router';
import { type FocusEvent, type PointerEvent, useRef } from 'react';

const DESTINATION_HREF = /^\/destinations\/([^/?#]+)$/;

/**
 * Preload on intent for tables whose rows open a destination (their links do not preload themselves,
 * components/data/text-link.tsx): when the pointer rests on a row or the keyboard reaches it, the
 * destination page is preloaded (its code, and its loader, which starts from the row's data), so the
 * click only renders.
 * Handlers for the element around the table; events bubble up to it from every row.
 */
export function useDestinationRowPreload() {
  const router = useRouter();
  const last = useRef<string | null>(null);
  const preload = (target: EventTarget) => {
    if (!(target instanceof Element)) return;
    const href = target.closest('tr')?.querySelector('a[href]')?.getAttribute('href') ?? '';
    const id = DESTINATION_HREF.exec(href)?.[1];
    if (!id || href === last.current) return;
    last.current = href;
    router
      .preloadRoute({ to: '/destinations/$destinationId', params: { destinationId: decodeURIComponent(id) } })
      .catch(() => {
        // A preload is a hint: the click itself loads (and reports) whatever failed.
      });
  };
  return {
    onPointerOver: (e: PointerEvent) => preload(e.target),
    onFocus: (e: FocusEvent) => preload(e.target),
  };
}
