import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

const page = css({
  minH: '100dvh',
  display: 'grid',
  placeItems: 'center',
  px: '4',
  py: '8',
  bg: 'bg.canvas',
});
const card = css({
  width: 'full',
  maxW: 'md',
  layerStyle: 'card',
  boxShadow: 'md',
  p: { base: '6', sm: '8' },
  display: 'grid',
  gap: '5',
});
const brand = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontWeight: 'semibold',
  color: 'fg.muted',
});

/** The signed-out pages' frame: one centred card with the product mark and the page's heading. */
export function SignInLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={page}>
      <div className={card}>
        <p className={brand}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          Prequel Console
        </p>
        <h1 className={css({ textStyle: '2xl', fontWeight: 'bold', color: 'fg.default' })}>{title}</h1>
        {children}
      </div>
    </main>
  );
}
