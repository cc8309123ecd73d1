import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { Button, Spinner } from '../ui/index.ts';

/** What a list shows instead of rows: nothing yet, still loading, or failed (SPEC.md §2.11). */
const box = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '3',
  px: '4',
  py: '10',
  textAlign: 'center',
  color: 'fg.muted',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.default',
  borderRadius: 'l2',
});

const failureText = css({ textStyle: 'sm', color: 'fg.error', overflowWrap: 'anywhere' });

/**
 * Why an action of this place failed, said where it was tried (SPEC.md §8: not toasted). An alert, so
 * screen readers say it when it appears; render it only while there is a failure.
 */
export function FailureLine({ message, className }: { message: string; className?: string }) {
  return (
    <p role="alert" className={cx(failureText, className)}>
      {message}
    </p>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className={box}>{children}</div>;
}

/** A named spinner: screen readers hear the label ('Loading destinations'), everyone sees it. */
export function LoadingState({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={box}>
      <Spinner size="lg" label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}

interface ErrorStateProps {
  message: string;
  onRetry: () => void;
}

export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <div className={box} role="alert">
      <p className={css({ color: 'fg.error' })}>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/**
 * What stands in for a part of the console whose code did not load (lib/use-lazy-part.ts, the app
 * frame's menus): 'Failed to load the chart.' and "Try again", which loads it again. Never an empty place.
 */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return <ErrorState message={`Failed to load ${what}.`} onRetry={onRetry} />;
}
