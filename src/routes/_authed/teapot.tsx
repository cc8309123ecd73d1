import { createFileRoute } from '@tanstack/react-router';
import { css } from 'styled-system/css';

export const Route = createFileRoute('/_authed/teapot')({
  component: TeapotPage,
});

/** /teapot (SPEC.md §2.2): HTTP 418. The image opens large in the lightbox. */
function TeapotPage() {
  return (
    <div className={css({ display: 'grid', gap: '4', justifyItems: 'center', textAlign: 'center', py: '8' })}>
      <h1 className={css({ textStyle: '2xl', fontWeight: 'bold' })}>I'm a teapot</h1>
      <p className={css({ color: 'fg.muted' })}>Error 418: this server refuses to brew coffee.</p>
      <button type="button" data-lightbox="" aria-label="Enlarge the teapot image" className={enlarge}>
        <img
          src="/teapot.svg"
          alt="A blue teapot with steam rising from its spout"
          width={320}
          height={256}
          className={css({ maxW: 'full', h: 'auto' })}
        />
      </button>
    </div>
  );
}

const enlarge = css({ cursor: 'zoom-in', borderRadius: 'l3', p: '2', _hover: { bg: 'bg.muted' } });
