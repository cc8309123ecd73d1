import type { Db } from '../db/connection.ts';
import { bindSecretBox, createSecretBox } from '../secrets/secret-box.ts';

/**
 * The fixed secrets key of in-memory test databases (server/testing/test-app.ts): a seeded template
 * and every clone of it must open each other's sealed values. Never an install's key.
 */
export const TEST_SECRETS_KEY_HEX = 'afe6cb07cee88bb104c4a6e05a202cd8603654717f1bf848b78f08d943a74fdb';

export function bindTestSecrets<T extends Db>(db: T): T {
  bindSecretBox(db, createSecretBox(Buffer.from(TEST_SECRETS_KEY_HEX, 'hex')));
  return db;
}
