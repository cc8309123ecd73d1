import type { Context } from 'hono';
import type { Config } from '../config.ts';

/**
 * GET /config.json: where the console finds the API. API_BASE_URL changes it without a rebuild;
 * revalidated on every load so a change applies at the next start of the console.
 */
export const configJson = (config: Config) => (c: Context) => {
  c.header('Cache-Control', 'no-cache');
  return c.json({ apiBaseUrl: config.apiBaseUrl });
};
