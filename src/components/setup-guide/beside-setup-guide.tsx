import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

const row = css({ display: 'flex', alignItems: 'flex-start', gap: '6' });
const main = css({ flex: '1', minW: '0' });

/**
 * Lays a form out with its SetupGuidePanel: side by side where the panel shows as a region, while on
 * narrow screens the panel is a drawer and takes no room here.
 */
export function BesideSetupGuide({ children, guide }: { children: ReactNode; guide: ReactNode }) {
  return (
    <div className={row}>
      <div className={main}>{children}</div>
      {guide}
    </div>
  );
}
