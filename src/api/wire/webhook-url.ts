import { WEBHOOK_URL_MASK } from '../schemas/webhook.ts';

/**
 * A webhook URL is a secret as a whole (SECURITY.md N4): Slack, Discord, Teams, Zapier and the rest put
 * their token wherever they like (a path segment, any query parameter, the fragment, the userinfo),
 * so no pattern can tell which part is the secret. Reads, held deliveries, drafts and the console's
 * offline copy show only its scheme, host and port, the rest as WEBHOOK_URL_MASK; the server seals
 * the whole URL at rest and hands it whole only to a delivery and to an explicit reveal.
 */
export function maskUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return WEBHOOK_URL_MASK;
  }
  const bare = !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
  // `url.host` is the host as parsed (punycode, lower case, a trailing dot kept) with a non-default port.
  return `${url.protocol}//${url.host}/${bare ? '' : WEBHOOK_URL_MASK}`;
}

/**
 * True when `raw` still holds the mask: a read URL sent back edited, which cannot be restored. One that
 * is sent back exactly as read keeps the stored URL instead (the server compares it first).
 */
export const holdsMask = (raw: string) => raw.includes(WEBHOOK_URL_MASK) || /%E2%80%A6/i.test(raw);
