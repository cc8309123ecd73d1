import { randomBytes } from 'node:crypto';
import type { Rng } from '../../runner/vocabulary/prng.ts';
import { randomToken } from '../../secrets/hashing.ts';

/**
 * Secrets the seed writes (magic-link tokens, webhook API keys, passwords and access keys of seeded
 * destinations, sources and credentials) are random per install, from node:crypto: the seed's PRNG is
 * public and deterministic, so its values would be the same on every machine. Each helper still
 * draws what the seed drew before from the seed's stream, so every other seeded value (ids, names,
 * hosts, timestamps) stays exactly as it was.
 */

/** `length` hex digits from node:crypto, in place of `rng.hex(length)`. */
export function installHex(rng: Rng, length: number): string {
  rng.hex(length);
  return randomBytes(Math.ceil(length / 2))
    .toString('hex')
    .slice(0, length);
}

/** A magic-link token (256 bits, URL-safe) from node:crypto, in place of `rng.hex(40)`. */
export function installToken(rng: Rng): string {
  rng.hex(40);
  return randomToken();
}
