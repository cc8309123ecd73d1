import type { LinkOptions } from '@tanstack/react-router';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { TextLink } from '../data/text-link.tsx';
import { drawBufo } from './bufo-luck.ts';

interface BufoPageProps {
  /** What was not found, e.g. 'Destination not found'. */
  title: string;
  /** Where the way out leads, e.g. the destinations list. */
  back: LinkOptions;
  backLabel: string;
}

const page = css({
  display: 'grid',
  gap: '4',
  justifyItems: 'center',
  textAlign: 'center',
  py: '8',
  px: '2',
});
const enlarge = css({ cursor: 'zoom-in', borderRadius: 'l3', p: '2', _hover: { bg: 'bg.muted' } });

/**
 * The not-found page for a bufo id (SPEC.md §2.4): a random frog with a random luck blurb. The draw
 * happens once per visit, so re-renders (polling, theme) do not shuffle the frog under the reader.
 */
export function BufoPage({ title, back, backLabel }: BufoPageProps) {
  const [{ image, blurb }] = useState(() => drawBufo());
  return (
    <section className={page} aria-labelledby="bufo-heading">
      <h1 id="bufo-heading" className={css({ textStyle: '2xl', fontWeight: 'bold' })}>
        {title}
      </h1>
      <button type="button" data-lightbox="" aria-label={`Enlarge: ${image.alt}`} className={enlarge}>
        <img
          src={image.src}
          alt={image.alt}
          width={240}
          height={200}
          className={css({ maxW: 'full', h: 'auto' })}
        />
      </button>
      <p className={css({ maxW: 'prose', textStyle: 'lg' })}>{blurb}</p>
      <TextLink {...back} className={cx(button({ variant: 'outline' }), css({ minH: '11' }))}>
        {backLabel}
      </TextLink>
    </section>
  );
}
