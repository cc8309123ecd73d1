import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { Button, CopyButton, SuccessIcon } from '../../components/ui/index.ts';
import { createdLinkIdOf } from './created-link.ts';
import { useLinkUrls } from './queries.ts';

const box = css({
  display: 'grid',
  gap: '2',
  p: '4',
  mb: '4',
  borderWidth: '1px',
  borderColor: 'green.7',
  bg: 'green.2',
  borderRadius: 'l2',
});
const head = css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'semibold' });
const urlRow = css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0' });
const url = css({ fontFamily: 'mono', textStyle: 'sm', overflowWrap: 'anywhere', minW: '0' });

/** The link just generated, in full with a copy button, above the list until dismissed. */
export function CreatedLinkNotice() {
  const createdId = useRouterState({ select: (s) => createdLinkIdOf(s.location.state) });
  const urls = useLinkUrls();
  const [dismissed, setDismissed] = useState<string | undefined>();
  const href = createdId ? urls[createdId] : undefined;
  if (!createdId || !href || dismissed === createdId) return null;
  return (
    <section className={box} aria-labelledby="created-link-heading">
      <h2 id="created-link-heading" className={head}>
        <SuccessIcon width={18} height={18} color="var(--colors-green-9)" aria-hidden="true" />
        Your magic link is ready
      </h2>
      <p className={css({ textStyle: 'sm' })}>
        Send it to the recipient: it opens a page where they set up their destination. It works once, for 7
        days.
      </p>
      <div className={urlRow}>
        <span className={url} data-testid="created-magic-link">
          {href}
        </span>
        <CopyButton value={href} label="Copy new magic link" />
      </div>
      <div>
        <Button size="sm" variant="outline" onClick={() => setDismissed(createdId)}>
          Dismiss
        </Button>
      </div>
    </section>
  );
}
