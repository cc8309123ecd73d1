import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

const header = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mb: '4' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', ml: 'auto' });
/** Touch targets of 44 px on phones, like the base Button, for links drawn as buttons. */
export const touch = css({ minH: { base: '11', md: 'unset' } });

/** The heading of the recipients area's two lists, with that list's actions on the right. */
export function AreaHeader({
  title,
  headingId,
  children,
}: {
  title: string;
  headingId: string;
  children: ReactNode;
}) {
  return (
    <div className={header}>
      <h1 id={headingId} className={css({ textStyle: '2xl', fontWeight: 'semibold' })}>
        {title}
      </h1>
      <div className={actions}>{children}</div>
    </div>
  );
}
