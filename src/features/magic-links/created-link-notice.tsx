import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { isApiError } from '../../api/errors.ts';
import { Button, CopyButton, SuccessIcon } from '../../components/ui/index.ts';
import { useEnvironment } from '../auth/environment.ts';
import { createdLinkIdOf } from './created-link.ts';
import { magicLinkQueries, useLinkUrls } from './queries.ts';

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
const errorBox = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  p: '4',
  mb: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
});
const head = css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'semibold' });
const urlRow = css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0' });
const url = css({ fontFamily: 'mono', textStyle: 'sm', overflowWrap: 'anywhere', minW: '0' });

/**
 * The link just generated, in full with a copy button, above the list until dismissed. It is read
 * again from GET /magic-links/{id}, so after a reload (the id survives in history state, the URL only
 * in memory) the link comes back, and one deleted meanwhile says so here: a single-item read is never
 * toasted (SPEC.md §8).
 */
export function CreatedLinkNotice() {
  const environment = useEnvironment();
  const createdId = useRouterState({ select: (s) => createdLinkIdOf(s.location.state) });
  const [dismissed, setDismissed] = useState<string | undefined>();
  const shown = createdId !== undefined && dismissed !== createdId;
  const query = useQuery({ ...magicLinkQueries.detail(environment, createdId ?? ''), enabled: shown });
  const urls = useLinkUrls();
  const href = createdId ? urls[createdId] : undefined;
  if (!shown) return null;
  // A link gone from the server is said so; any other failed re-read leaves the URL already known shown.
  const gone = isApiError(query.error) && query.error.status === 404;
  if (query.error && (gone || !href)) {
    return (
      <div className={errorBox} role="alert">
        <p className={css({ color: 'fg.error' })}>{query.error.message}</p>
        {!gone && (
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => setDismissed(createdId)}>
          Dismiss
        </Button>
      </div>
    );
  }
  if (!href) return null;
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
