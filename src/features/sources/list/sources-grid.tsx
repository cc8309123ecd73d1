import { css } from 'styled-system/css';
import type { Source } from '../../../api/schemas/source.ts';
import { SourceCard } from './source-card.tsx';

const grid = css({
  display: 'grid',
  gap: '4',
  // One column on a phone, then as many 18rem cards as fit.
  gridTemplateColumns: { base: '1fr', sm: 'repeat(auto-fill, minmax(18rem, 1fr))' },
  listStyle: 'none',
  p: '0',
});

export function SourcesGrid({ sources }: { sources: readonly Source[] }) {
  return (
    <ul className={grid} aria-label="Sources">
      {sources.map((source) => (
        <li key={source.id}>
          <SourceCard source={source} />
        </li>
      ))}
    </ul>
  );
}
