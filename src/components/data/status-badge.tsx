import { cva } from 'styled-system/css';
import { Badge } from '../ui/index.ts';
import { type StatusTone, transferStatusTone } from './status-tone.ts';

/**
 * Step 3 background, step 7 border, step 11 text of each scale: step 11 on step 3 keeps the text above
 * 4.5:1 contrast. Green and orange come from the theme's status palettes (src/theme/status-colors.ts).
 */
const tone = cva({
  base: { borderWidth: '1px', fontWeight: 'semibold' },
  variants: {
    tone: {
      red: { bg: 'red.3', borderColor: 'red.7', color: 'red.11' },
      orange: { bg: 'orange.3', borderColor: 'orange.7', color: 'orange.11' },
      gray: { bg: 'gray.3', borderColor: 'gray.7', color: 'gray.11' },
      blue: { bg: 'blue.3', borderColor: 'blue.7', color: 'blue.11' },
      green: { bg: 'green.3', borderColor: 'green.7', color: 'green.11' },
    },
  },
});

interface StatusBadgeProps {
  /** The text shown, always: the colour never carries the status alone. */
  status: string;
  /** Defaults to the transfer colours of SPEC.md §4. */
  tone?: StatusTone;
}

export function StatusBadge({ status, tone: chosen }: StatusBadgeProps) {
  const t = chosen ?? transferStatusTone(status);
  return (
    <Badge size="md" className={tone({ tone: t })} data-tone={t}>
      {status}
    </Badge>
  );
}
