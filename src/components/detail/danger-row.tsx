import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  py: '4',
  '&:not(:first-child)': { borderTopWidth: '1px', borderColor: 'red.6' },
});

/** One action of the Danger Zone: what it does on the left, its control on the right. */
export function DangerRow({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className={row}>
      <div className={css({ minW: '0', flex: '1 1 16rem' })}>
        <h3 className={css({ fontWeight: 'semibold' })}>{title}</h3>
        <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>{description}</p>
      </div>
      {children}
    </li>
  );
}
