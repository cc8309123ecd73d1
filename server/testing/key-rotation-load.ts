import { type IncomingHttpHeaders, request } from 'node:http';
import { APP_USER_EMAILS } from '../db/seed/organization.ts';
import { DEMO_SSO_PASSWORD } from '../demo-idp/demo-idp.ts';
import { signInAtDemoIdp } from './demo-idp-sign-in.ts';

/**
 * How much SSH key rotation slows everyone else (N7), measured over HTTP against a demo
 * server on this machine: the median latency of a cheap signed-in GET on its own, then while every app
 * user of the demo organisation rotates a recipient's key in a loop. Shared by
 * server/security/key-generation.test.ts and bench/key-generation.ts.
 */
export interface RotatingClient {
  email: string;
  cookie: string;
  recipientId: string;
}

export interface RotationLoad {
  /** Median of the GET alone, then while the clients rotate (ms). */
  idleMs: number;
  loadedMs: number;
  /** Rotations that answered 200 (at least one per client), and 429s, while the loaded GETs ran. */
  rotated: number;
  refused: number;
}

const PROBE_PATH = '/api/auth-status';
/** The loaded GETs stop here even short of their count (a stalled server answers one every few seconds). */
const LOADED_MAX_MS = 20_000;
const JSON_HEADERS = { 'Content-Type': 'application/json' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * One request on a connection of its own (no keep-alive: a server whose event loop is stalled for
 * seconds closes idle sockets just as a client reuses them). Throws on an answer other than 2xx, 3xx, 429.
 */
function send(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Reply>((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        if (status >= 400 && status !== 429) reject(new Error(`${req.method} ${url}: ${status} ${text}`));
        else resolve({ status, headers: res.headers, text });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const postJson = (url: string, body: unknown, cookie?: string) =>
  send(url, {
    method: 'POST',
    headers: cookie ? { ...JSON_HEADERS, Cookie: cookie } : JSON_HEADERS,
    body: JSON.stringify(body),
  });

/** Signs an app user in as the console would: a one-time code from the demo outbox, or the demo's SSO provider. */
async function signIn(baseUrl: string, email: string): Promise<string> {
  const api = `${baseUrl}/api`;
  const sso = JSON.parse((await postJson(`${api}/public/auth/sso-enabled`, { email })).text).data.sso_enabled;
  if (sso) {
    // Through the demo's OpenID provider's login page, as a person would (testing/demo-idp-sign-in.ts).
    const { cookie } = await signInAtDemoIdp(baseUrl, { email, password: DEMO_SSO_PASSWORD });
    if (!cookie) throw new Error(`Signing ${email} in through SSO failed`);
    return cookie;
  }
  await postJson(`${api}/public/auth/passwordless-login`, { email });
  const outbox = JSON.parse((await send(`${api}/dev/outbox?to=${encodeURIComponent(email)}`)).text);
  const code = outbox.data.messages.at(-1)?.code;
  const signedIn = await postJson(`${api}/public/auth/validate-passwordless-code`, { email, code });
  const cookie = signedIn.headers['set-cookie']?.[0]?.split(';')[0];
  if (!cookie) throw new Error(`Signing in ${email} set no cookie`);
  return cookie;
}

/** Every app user signed in, each with a recipient of their own to rotate. */
export async function rotatingClients(baseUrl: string): Promise<RotatingClient[]> {
  const cookies = await Promise.all(APP_USER_EMAILS.map((email) => signIn(baseUrl, email)));
  const page = await send(`${baseUrl}/api/recipients?page_size=${cookies.length}`, {
    headers: { Cookie: cookies[0] as string },
  });
  const recipients: { id: string }[] = JSON.parse(page.text).data.recipients;
  return APP_USER_EMAILS.map((email, i) => ({
    email,
    cookie: cookies[i] as string,
    recipientId: (recipients[i] as { id: string }).id,
  }));
}

/**
 * Sequential GETs, `gapMs` apart so they span the load: `samples` alone, then while each client
 * rotates its recipient's key in a loop (a 429 is retried at once, as a hammering script would), at
 * least `samples` and until as many rotations as clients have finished (a busy machine makes keys
 * slowly), or for LOADED_MAX_MS.
 */
export async function measureRotationLoad(
  baseUrl: string,
  clients: RotatingClient[],
  options: { samples: number; gapMs: number },
): Promise<RotationLoad> {
  const probe = { headers: { Cookie: (clients[0] as RotatingClient).cookie } };
  async function probeMedian(enough: (count: number) => boolean) {
    const times: number[] = [];
    while (!enough(times.length)) {
      const started = performance.now();
      await send(`${baseUrl}${PROBE_PATH}`, probe);
      times.push(performance.now() - started);
      await sleep(options.gapMs);
    }
    return median(times);
  }

  const idleMs = await probeMedian((count) => count >= options.samples);
  let measuring = true;
  let rotated = 0;
  let refused = 0;
  const loops = clients.map(async ({ cookie, recipientId }) => {
    const path = `/api/actions/generate-ssh-key?recipient_id=${recipientId}&rotate=true`;
    while (measuring) {
      const { status } = await send(`${baseUrl}${path}`, { method: 'POST', headers: { Cookie: cookie } });
      if (!measuring) break;
      if (status === 429) refused++;
      else rotated++;
    }
  });
  try {
    const until = performance.now() + LOADED_MAX_MS;
    const loadedMs = await probeMedian(
      (count) =>
        (count >= options.samples && rotated >= clients.length) || (count > 0 && performance.now() > until),
    );
    return { idleMs, loadedMs, rotated, refused };
  } finally {
    measuring = false;
    await Promise.all(loops);
  }
}
