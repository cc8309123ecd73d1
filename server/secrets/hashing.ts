import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Secrets the server hands out (session tokens, codes) are stored only as SHA-256 hex digests. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Constant-time comparison of two hex digests. */
export const sameDigest = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/** An unguessable URL-safe token (256 bits). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** A 6-digit one-time code, leading zeros kept. */
export const randomSixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
