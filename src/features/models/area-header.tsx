import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { AreaTabs } from './area-tabs.tsx';

const bar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mb: '4' });
const actionsBox = css({ display: 'flex', flexWrap: 'wrap', gap: '2', ml: 'auto' });

/** The top of both lists: the area's name (as in the navigation), its actions, then the tabs. */
export function AreaHeader({ actions }: { actions?: ReactNode }) {
  return (
    <>
      <div className={bar}>
        <h1 id="models-area-heading" className={css({ textStyle: '2xl', fontWeight: 'semibold' })}>
          Models &amp; Products
        </h1>
        {actions && <div className={actionsBox}>{actions}</div>}
      </div>
      <AreaTabs />
    </>
  );
}
