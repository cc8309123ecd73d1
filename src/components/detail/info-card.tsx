import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

const card = css({ layerStyle: 'card', p: { base: '4', md: '5' }, minW: '0' });
const heading = css({ textStyle: 'lg', fontWeight: 'semibold', mb: '3' });
const list = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'minmax(10rem, max-content) minmax(0, 1fr)' },
  columnGap: '6',
  rowGap: { base: '1', sm: '3' },
  '& dt': { color: 'fg.muted', fontWeight: 'medium' },
  '& dd': { overflowWrap: 'anywhere', mb: { base: '2', sm: '0' } },
});

/** A titled card holding a description list: the General tab's Status, Recipient and Details. */
export function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `card-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className={card} aria-labelledby={id}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      <dl className={list}>{children}</dl>
    </section>
  );
}

/** One term and its value. */
export function InfoItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** Keys and JSON: monospace, line breaks kept, scrolling sideways inside the box rather than the page. */
export const monoBox = css({
  fontFamily: 'mono',
  textStyle: 'sm',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderRadius: 'l2',
  p: '3',
  maxH: '12rem',
  overflowY: 'auto',
});
