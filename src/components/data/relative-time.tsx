import { formatLastSuccess, formatRelative, formatTimestamp } from '../../lib/time.ts';

interface RelativeTimeProps {
  iso: string;
  /** Epoch ms to measure from; tests pin it, screens leave it to the clock. */
  now?: number;
}

/**
 * '5 min ago', with the exact moment a hover (title) or a screen reader (dateTime) away. A timestamp
 * the formatter rejects is shown as sent rather than failing the whole table.
 */
export function RelativeTime({ iso, now }: RelativeTimeProps) {
  let relative: string;
  let exact: string;
  try {
    relative = formatRelative(iso, now);
    exact = formatTimestamp(iso);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    return <>{iso}</>;
  }
  return (
    <time dateTime={iso} title={exact}>
      {relative}
    </time>
  );
}

/** A last successful transfer: relative time, or 'Has not transferred successfully' (SPEC.md §9). */
export function LastSuccessTime({ iso, now }: { iso: string | null; now?: number }) {
  return iso ? <RelativeTime iso={iso} now={now} /> : formatLastSuccess(null);
}
