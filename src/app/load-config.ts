/**
 * Runtime configuration (CONTRACT.md §1): GET /config.json → {apiBaseUrl}, so the same build can talk
 * to another API. Any failure keeps the default same-origin '/api' rather than blocking the start.
 */
import * as v from 'valibot';

export const DEFAULT_API_BASE_URL = '/api';
/** A missing config must not hold the first paint for long (a hung proxy, a captive portal). */
export const CONFIG_TIMEOUT_MS = 3000;

export const consoleConfig = v.object({
  apiBaseUrl: v.pipe(v.string('apiBaseUrl must be a string'), v.trim(), v.nonEmpty('apiBaseUrl is empty')),
});
export type ConsoleConfig = v.InferOutput<typeof consoleConfig>;

export async function loadConfig(fetchConfig: typeof fetch = fetch): Promise<ConsoleConfig> {
  try {
    const reply = await fetchConfig('/config.json', {
      cache: 'no-store',
      signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
    });
    if (!reply.ok) throw new Error(`HTTP ${reply.status}`);
    return v.parse(consoleConfig, await reply.json());
  } catch (error) {
    console.warn(`/config.json unavailable (${String(error)}); using ${DEFAULT_API_BASE_URL}.`);
    return { apiBaseUrl: DEFAULT_API_BASE_URL };
  }
}
