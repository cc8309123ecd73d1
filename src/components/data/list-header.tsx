import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

const header = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mb: '4' });
const actionsBox = css({ display: 'flex', flexWrap: 'wrap', gap: '2', ml: 'auto' });
/** Touch targets of 44 px on phones, like the base Button, for links drawn as buttons. */
export const touch = css({ minH: { base: '11', md: 'unset' } });

/** The heading of a list screen (the section's label), with that list's actions on the right. */
export function ListHeader({
  title,
  headingId,
  children,
}: {
  title: string;
  headingId: string;
  children?: ReactNode;
}) {
  return (
    <div className={header}>
      <h1 id={headingId} className={css({ textStyle: '2xl', fontWeight: 'semibold' })}>
        {title}
      </h1>
      {children && <div className={actionsBox}>{children}</div>}
    </div>
  );
}
