/**
 * One lightbox for the whole console: any `img[data-lightbox]` (setup-guide images) opens large on
 * click, or on Enter/Space when the image is focusable; a `button[data-lightbox]` wrapping an image
 * does the same and is the keyboard-friendly form. It closes on a click on the image, Escape, a click
 * outside, or its × button named "Close image".
 */
import { useEffect, useState } from 'react';
import { useDeferredUi } from './deferred-ui.ts';
import type { Shown } from './lightbox-dialog.tsx';

function enlargeable(target: EventTarget | null): HTMLImageElement | null {
  const marked = target instanceof Element ? target.closest('[data-lightbox]') : null;
  if (marked instanceof HTMLImageElement) return marked;
  const inner = marked?.querySelector('img');
  return inner instanceof HTMLImageElement ? inner : null;
}

export function ImageLightbox() {
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    const open = (image: HTMLImageElement) =>
      setShown({ src: image.currentSrc || image.src, alt: image.alt });
    const onClick = (event: MouseEvent) => {
      const image = enlargeable(event.target);
      if (image) open(image);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // Buttons already turn Enter/Space into a click; a focusable image needs it done here.
      if (!(event.target instanceof HTMLImageElement) || (event.key !== 'Enter' && event.key !== ' ')) return;
      const image = enlargeable(event.target);
      if (image) {
        event.preventDefault();
        open(image);
      }
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  // The dialog itself (Ark) loads with the deferred parts; a click before they are there opens it then.
  const parts = useDeferredUi();
  return parts && <parts.LightboxDialog shown={shown} onClose={() => setShown(null)} />;
}
