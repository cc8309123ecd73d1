import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { CopyButton } from '../ui/index.ts';

const list = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'minmax(8rem, max-content) minmax(0, 1fr)' },
  columnGap: '6',
  rowGap: { base: '1', sm: '3' },
  layerStyle: 'card',
  p: { base: '4', md: '5' },
  mb: '6',
  '& dt': { color: 'fg.muted', fontWeight: 'medium' },
  '& dd': { overflowWrap: 'anywhere', mb: { base: '2', sm: '0' } },
});

/** The facts at the top of a job page, as a description list. */
export function JobFacts({ children }: { children: ReactNode }) {
  return <dl className={list}>{children}</dl>;
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** A job id in monospace with a copy button named for it. */
export function JobId({ id }: { id: string }) {
  return (
    <span
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '1',
        fontFamily: 'mono',
        textStyle: 'sm',
      })}
    >
      {id}
      <CopyButton value={id} label="Copy job id" />
    </span>
  );
}
