import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

const page = css({
  minH: '100dvh',
  bg: 'bg.canvas',
  px: { base: '3', md: '6' },
  py: { base: '6', md: '10' },
});
const column = css({ maxW: '3xl', mx: 'auto', display: 'grid', gap: '6' });
const eyebrow = css({ textStyle: 'sm', fontWeight: 'semibold', color: 'fg.muted', letterSpacing: 'wide' });

/**
 * The recipient's page: no console shell, navigation or sign-in — the link is all they have. A plain
 * column with a landmark, readable at 390 px.
 */
export function OnboardingLayout({ children }: { children: ReactNode }) {
  return (
    <main className={page}>
      <div className={column}>
        <p className={eyebrow}>Destination setup</p>
        {children}
      </div>
    </main>
  );
}
