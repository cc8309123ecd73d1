/**
 * Deterministic randomness for the simulated runs and the seed: sfc32 seeded from a cyrb128 hash of a
 * stream name. Each part draws from its own named stream, so changing one part never reshuffles the
 * others, and no draw depends on the clock: the same names and ids come out on every run.
 */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

function sfc32([seedA, seedB, seedC, seedD]: [number, number, number, number]): () => number {
  let a = seedA;
  let b = seedB;
  let c = seedC;
  let d = seedD;
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

const BYTE_HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
/** `w.toString(16).padStart(8, '0')` by table: the seed draws a UUID per row. */
const wordHex = (w: number) =>
  `${BYTE_HEX[w >>> 24]}${BYTE_HEX[(w >>> 16) & 255]}${BYTE_HEX[(w >>> 8) & 255]}${BYTE_HEX[w & 255]}`;

export function createRng(stream: string) {
  const next = sfc32(cyrb128(stream));
  // Warm up: the first outputs of sfc32 still echo the seed.
  for (let i = 0; i < 15; i++) next();
  const word = () => Math.floor(next() * 4294967296);
  const rng = {
    next,
    /** Whole number in [min, max], both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    between: (min: number, max: number) => min + next() * (max - min),
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted: <T>(entries: readonly (readonly [T, number])[]): T => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
    sample: <T>(items: readonly T[], count: number): T[] => rng.shuffle(items).slice(0, count),
    hex: (length: number) => {
      let out = '';
      while (out.length < length) out += wordHex(word());
      return out.slice(0, length);
    },
    /** An RFC 4122 version-4 shaped UUID. */
    uuid: () => {
      const h = rng.hex(32);
      const variant = ((Number.parseInt(h[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
  };
  return rng;
}

export type Rng = ReturnType<typeof createRng>;
