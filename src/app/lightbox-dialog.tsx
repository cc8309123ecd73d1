/** The lightbox's dialog (image-lightbox.tsx says when it opens and closes). */
import { css } from 'styled-system/css';
import { Dialog, Portal, VisuallyHidden } from '../components/ui/index.ts';

/** The image the dialog shows. */
export interface Shown {
  src: string;
  alt: string;
}

export function LightboxDialog({ shown, onClose: close }: { shown: Shown | null; onClose: () => void }) {
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
            <Dialog.CloseButton label="Close image" variant="subtle" />
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
