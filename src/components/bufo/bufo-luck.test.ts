import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUFO_BLURBS, BUFO_IMAGES, drawBufo } from './bufo-luck.ts';

const publicFile = (src: string) => fileURLToPath(new URL(`../../../public${src}`, import.meta.url));

describe('bufo luck', () => {
  it('has ten distinct frog images that exist in public/, each with alt text', () => {
    expect(BUFO_IMAGES).toHaveLength(10);
    expect(new Set(BUFO_IMAGES.map((i) => i.src)).size).toBe(10);
    for (const image of BUFO_IMAGES) {
      expect(existsSync(publicFile(image.src)), image.src).toBe(true);
      expect(image.alt.length).toBeGreaterThan(10);
    }
  });

  it('has six distinct blurbs', () => {
    expect(new Set(BUFO_BLURBS).size).toBe(6);
  });

  it('draws the image and the blurb independently, covering both ends of each list', () => {
    const draws = [0, 0.99999];
    const first = drawBufo(() => draws[0] as number);
    expect(first.image).toBe(BUFO_IMAGES[0]);
    expect(first.blurb).toBe(BUFO_BLURBS[0]);
    let n = 0;
    const mixed = drawBufo(() => draws[n++ % 2] as number);
    expect(mixed.image).toBe(BUFO_IMAGES[0]);
    expect(mixed.blurb).toBe(BUFO_BLURBS[5]);
  });

  it('never falls off the end when the random source returns 1', () => {
    const { image, blurb } = drawBufo(() => 1);
    expect(image).toBe(BUFO_IMAGES[9]);
    expect(blurb).toBe(BUFO_BLURBS[5]);
  });
});
