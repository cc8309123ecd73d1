/**
 * The setup guide beside a destination form (SPEC.md §2.4): 'Documentation' opens it, titled 'Setup
 * Guide'. On a wide screen it is a non-modal complementary region next to the form, so the user can
 * read and type at once: focus moves to its heading when it opens and back to the opener when it
 * closes (Escape inside it closes it too). On narrower screens it overlays as a drawer (a modal dialog).
 * The markdown renderer loads only when a guide is first shown.
 */
import { useEffect, useId, useRef } from 'react';
import { css } from 'styled-system/css';
import type { Environment } from '../../api/schemas/envelope.ts';
import { Drawer, Portal } from '../ui/index.ts';
import { GuideBody } from './guide-body.tsx';
import { GuideHeader, headingStyle } from './guide-header.tsx';
import { useMediaQuery } from './use-media-query.ts';

/** From Panda's xl breakpoint (1280 px) the form and the guide fit side by side next to the navigation. */
export const SIDE_BY_SIDE_MEDIA_QUERY = '(min-width: 1280px)';

export interface SetupGuidePanelProps {
  /** The environment on screen: guides are cached (and kept offline) per environment, like every query. */
  environment: Environment;
  /** The vendor key ('postgres'); '' shows a hint to choose one. */
  vendor: string;
  open: boolean;
  onClose: () => void;
}

const aside = css({
  position: 'sticky',
  top: '4',
  alignSelf: 'flex-start',
  flexShrink: 0,
  width: '26rem',
  maxH: 'calc(100dvh - 2rem)',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '4',
  layerStyle: 'card',
});
const scroller = css({ flex: '1', minH: '0', overflowY: 'auto', pr: '1' });

function GuideAside({ environment, vendor, onClose }: SetupGuidePanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const opener = document.activeElement;
    headingRef.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return (
    <aside
      aria-labelledby={headingId}
      className={aside}
      // Escape anywhere inside the panel closes it, as it would a dialog.
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
    >
      <GuideHeader
        environment={environment}
        vendor={vendor}
        onClose={onClose}
        heading={
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={headingStyle}>
            Setup Guide
          </h2>
        }
      />
      <div className={scroller}>
        <GuideBody environment={environment} vendor={vendor} />
      </div>
    </aside>
  );
}

function GuideDrawer({ environment, vendor, open, onClose }: SetupGuidePanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      variant="right"
      initialFocusEl={() => headingRef.current}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner width={{ base: '100vw', sm: '28rem' }}>
          <Drawer.Content>
            <Drawer.Header p="4" pb="0">
              <GuideHeader
                environment={environment}
                vendor={vendor}
                onClose={onClose}
                heading={
                  <Drawer.Title asChild>
                    <h2 ref={headingRef} tabIndex={-1} className={headingStyle}>
                      Setup Guide
                    </h2>
                  </Drawer.Title>
                }
              />
            </Drawer.Header>
            <Drawer.Body p="4">
              <GuideBody environment={environment} vendor={vendor} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

export function SetupGuidePanel(props: SetupGuidePanelProps) {
  const sideBySide = useMediaQuery(SIDE_BY_SIDE_MEDIA_QUERY);
  if (sideBySide) return props.open ? <GuideAside {...props} /> : null;
  return <GuideDrawer {...props} />;
}
