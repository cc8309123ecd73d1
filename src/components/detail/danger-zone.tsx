import { type ReactNode, useId } from 'react';
import { css } from 'styled-system/css';

const zone = css({ layerStyle: 'card', borderColor: 'red.7', px: { base: '4', md: '5' } });

/** 'Danger Zone': a red-bordered list of `DangerRow`s under its heading. */
export function DangerZone({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={css({ textStyle: 'lg', fontWeight: 'semibold', mb: '3', color: 'fg.error' })}>
        Danger Zone
      </h2>
      <ul className={zone}>{children}</ul>
    </section>
  );
}
