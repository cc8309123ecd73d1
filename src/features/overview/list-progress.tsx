import { css } from 'styled-system/css';
import { Button } from '../../components/ui/index.ts';

const note = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  pt: '3',
  textStyle: 'sm',
  color: 'fg.muted',
});

interface ListProgressProps {
  /** Every page of destinations is in. */
  complete: boolean;
  /** Pages are still on their way. */
  loading: boolean;
  /** The last page failed; offers another try. */
  onRetry?: () => void;
}

/**
 * Says when the overview's list is not the whole organisation yet (a first load shows pages as they
 * arrive), so partial counts are never taken for final ones. The loading line is a polite status:
 * announced once, not per page.
 */
export function ListProgress({ complete, loading, onRetry }: ListProgressProps) {
  if (complete) return null;
  if (loading) {
    return (
      <p role="status" className={note}>
        Loading more destinations…
      </p>
    );
  }
  return (
    <div className={note}>
      <p>Not every destination could be loaded, so this list and its counts are incomplete.</p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
