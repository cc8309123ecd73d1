/** The router's defaults while a route loads, when it fails, and when nothing matches. */
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { Button, Spinner } from '../components/ui/index.ts';

const centred = css({ display: 'grid', placeItems: 'center', gap: '4', py: '16', textAlign: 'center' });

export function PendingScreen() {
  return (
    <div className={centred}>
      <Spinner size="lg" label="Loading page" />
    </div>
  );
}

/**
 * How Chromium, Firefox and WebKit word a page's chunk (or its styles) that did not load: said as
 * 'Failed to load this page.' rather than as the engine's message with the chunk's URL.
 */
const CHUNK_FAILED = /dynamically imported module|Importing a module script failed|Unable to preload/;

/** A route that failed: its error in words, and "Try again", which loads the route (and its chunk) again. */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div role="alert" className={centred}>
      <h1 className={css({ textStyle: 'xl', fontWeight: 'semibold' })}>Something went wrong</h1>
      <p className={css({ color: 'fg.muted' })}>
        {CHUNK_FAILED.test(message) ? 'Failed to load this page.' : message}
      </p>
      <Button
        variant="outline"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Try again
      </Button>
    </div>
  );
}

export function NotFoundScreen() {
  return (
    <div className={centred}>
      <h1 className={css({ textStyle: 'xl', fontWeight: 'semibold' })}>Page not found</h1>
      <Link to="/" className={css({ color: 'accent.text', fontWeight: 'medium' })}>
        Go to the overview
      </Link>
    </div>
  );
}
