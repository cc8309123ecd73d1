/**
 * What a lost visitor with a bufo id gets (SPEC.md §9: ten frog images, six luck blurbs). The images
 * are our own drawings in public/bufo/; each has alt text so the joke reaches screen readers too.
 */
export interface BufoImage {
  src: string;
  alt: string;
}

export const BUFO_IMAGES: readonly BufoImage[] = [
  { src: '/bufo/bufo-01.svg', alt: 'A green frog sitting on a lily pad next to a small flower' },
  { src: '/bufo/bufo-02.svg', alt: 'A green frog wearing a golden crown' },
  { src: '/bufo/bufo-03.svg', alt: 'A green frog in dark sunglasses' },
  { src: '/bufo/bufo-04.svg', alt: 'A smiling green frog holding a four-leaf clover' },
  { src: '/bufo/bufo-05.svg', alt: 'A green frog in a striped party hat among confetti' },
  { src: '/bufo/bufo-06.svg', alt: 'A green frog asleep, little z letters floating above it' },
  { src: '/bufo/bufo-07.svg', alt: 'A green frog sheltering under a red umbrella in the rain' },
  { src: '/bufo/bufo-08.svg', alt: 'A green frog wearing a blue wizard hat with a star' },
  { src: '/bufo/bufo-09.svg', alt: 'A blue frog beside a lucky gold coin marked 7' },
  { src: '/bufo/bufo-10.svg', alt: 'A green frog in a top hat and a gold monocle' },
];

export const BUFO_BLURBS: readonly string[] = [
  'A frog crossed your path: your next transfer finishes on the first try.',
  'Bufo foresees green badges in your future, and not a single ERROR among them.',
  'Lucky lily pad! Your next connection test passes with flying colours.',
  'The frog has blessed your pipelines. May your schemas never drift.',
  'Ribbit. This page does not exist, but your good fortune certainly does.',
  'Every row you send today arrives exactly once. Bufo has spoken.',
];

/** One image and one blurb, each drawn on its own; `random` is injectable so tests can pin the draw. */
export function drawBufo(random: () => number = Math.random): { image: BufoImage; blurb: string } {
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.min(items.length - 1, Math.floor(random() * items.length))];
    if (item === undefined) throw new RangeError('Cannot draw from an empty list');
    return item;
  };
  return { image: pick(BUFO_IMAGES), blurb: pick(BUFO_BLURBS) };
}
