/**
 * One lightbox for the whole console: any `img[data-lightbox]` (setup-guide images) opens large on
 * click, or on Enter/Space when the image is focusable; a `button[data-lightbox]` wrapping an image
 * does the same and is the keyboard-friendly form. It closes on a click on the image, Escape, a click
 * outside, or its × button named "Close image".
 */
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { CloseIcon, Dialog, IconButton, Portal, VisuallyHidden } from '../components/ui/index.ts';

interface Shown {
  src: string;
  alt: string;
}

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

  const close = () => setShown(null);

  return (
    <Dialog.Root open={shown !== null} onOpenChange={(d) => !d.open && close()} lazyMount unmountOnExit>
      <Portal>
        {/* Above any open drawer: an image may be enlarged from the setup guide drawer on a phone. */}
        <Dialog.Backdrop bg="black.a10" zIndex="modal" />
        <Dialog.Positioner p={{ base: '2', md: '8' }}>
          <Dialog.Content minW="0" maxW="full" p="2" bg="bg.default">
            <Dialog.Title>
              <VisuallyHidden>{shown?.alt || 'Image'}</VisuallyHidden>
            </Dialog.Title>
            {shown && (
              // biome-ignore lint/a11y/useKeyWithClickEvents: Escape and the "Close image" button are the keyboard ways out
              <img src={shown.src} alt={shown.alt} onClick={close} className={image} />
            )}
            <Dialog.CloseTrigger asChild position="absolute" top="2" right="2">
              <IconButton aria-label="Close image" variant="subtle">
                <CloseIcon />
              </IconButton>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

// A fixed large width: small images are meant to be enlarged, and an SVG without intrinsic size would
// otherwise shrink to nothing inside the content box.
const image = css({
  display: 'block',
  width: 'min(calc(100vw - 3rem), 64rem)',
  height: 'auto',
  maxH: 'calc(100dvh - 4rem)',
  objectFit: 'contain',
  cursor: 'zoom-out',
});
