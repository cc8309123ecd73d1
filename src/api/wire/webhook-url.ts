import { SLACK_WEBHOOK_HOST, WEBHOOK_SECRET_MASK } from '../schemas/webhook.ts';

/**
 * The secret parts of a webhook URL (N4): the password of the userinfo (or the user alone, when it has
 * no password: `https://<token>@host`), the value of a query parameter whose name holds token, key,
 * secret, sig, auth, code, pass or credential, and the last path segment on Slack's webhook host (the
 * token of `/services/T…/B…/<token>`). The server seals the whole URL at rest and its reads show it with
 * these parts as WEBHOOK_SECRET_MASK; the console's webhook form keeps it so in its drafts. A URL without
 * secret parts is returned exactly as given.
 */
const SECRET_PARAM = /token|key|secret|sig|auth|code|pass|pwd|credential/i;
const PATH_TOKEN_HOSTS = new Set([SLACK_WEBHOOK_HOST]);

/** `raw` with every secret part replaced by `replace(part)`; unparseable URLs are returned unchanged. */
function mapSecrets(raw: string, replace: (part: string) => string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return raw;
  }
  let found = false;
  const swap = (part: string) => {
    found = true;
    return replace(part);
  };
  if (url.password) url.password = swap(url.password);
  else if (url.username) url.username = swap(url.username);
  if (url.search.length > 1) {
    url.search = url.search
      .slice(1)
      .split('&')
      .map((pair) => {
        const eq = pair.indexOf('=');
        if (eq <= 0 || eq === pair.length - 1 || !SECRET_PARAM.test(pair.slice(0, eq))) return pair;
        return `${pair.slice(0, eq)}=${swap(pair.slice(eq + 1))}`;
      })
      .join('&');
  }
  if (PATH_TOKEN_HOSTS.has(url.hostname)) {
    const segments = url.pathname.split('/');
    const last = segments.findLastIndex((segment) => segment !== '');
    if (last > 1) {
      segments[last] = swap(segments[last] ?? '');
      url.pathname = segments.join('/');
    }
  }
  return found ? url.toString() : raw;
}

/** The URL as reads show it: its secret parts masked. */
export const maskUrl = (raw: string) => mapSecrets(raw, () => WEBHOOK_SECRET_MASK);

/** True when a secret part of the URL is the mask itself: a read URL sent back with other changes. */
export function holdsMask(raw: string): boolean {
  let masked = false;
  mapSecrets(raw, (part) => {
    if (part === WEBHOOK_SECRET_MASK) masked = true;
    return part;
  });
  return masked;
}
