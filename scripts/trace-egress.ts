/**
 * Where a demo connects to: starts the server as `npm start` runs it (demo mode, webhook
 * egress "local", scheduled syncs every minute) on a fresh DATA_DIR under `strace -f -e trace=connect`,
 * signs in as the demo user, creates one webhook of each delivery method with public URLs, lets the
 * demo run, then lists every address the server process tree tried to connect to and how many
 * deliveries were held. Exit 1 when any connection went to an address that is not loopback.
 *
 *   node --import tsx scripts/trace-egress.ts [--minutes=10] [--port=4350]
 *
 * Needs strace (Debian: apt-get install strace) and a build in dist/ (npm run build).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEBHOOK_FIXED_URLS } from '../src/api/schemas/webhook.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const option = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const minutes = option('minutes', 10);
const port = option('port', 4350);
const origin = `http://127.0.0.1:${port}`;
const EMAIL = 'demo@example.com';

if (spawnSync('strace', ['-V']).status !== 0) {
  console.error('strace is missing: apt-get install strace');
  process.exit(2);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'trace-egress-'));
const traceFile = path.join(dataDir, 'connect.trace');
const server = spawn(
  'strace',
  [
    '-f',
    '-qq',
    '-e',
    'trace=connect',
    '-o',
    traceFile,
    process.execPath,
    '--import',
    'tsx',
    'server/main.ts',
  ],
  // Its own process group: strace leaves the server running when it is stopped, so the group is.
  {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: 'ignore',
    detached: true,
  },
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let cookie = '';
// biome-ignore lint/suspicious/noExplicitAny: the API's replies, read loosely by a one-off script
async function api(method: string, url: string, body?: unknown): Promise<any> {
  const res = await fetch(`${origin}/api${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', Environment: 'prod', Cookie: cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const setCookie = res.headers.get('set-cookie');
  if (setCookie) cookie = setCookie.split(';')[0] ?? '';
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(json)}`);
  return json.data;
}

/** Hosts off this machine: reserved names, and the fixed URLs of PagerDuty and Datadog (the product's). */
const WEBHOOKS = [
  { vendor: 'generic_post', url: 'https://hooks.receiver.example/prequel?token=trace-secret' },
  { vendor: 'generic_get', url: 'https://user:pass@receiver.example/get' },
  { vendor: 'slack', url: 'https://hooks.slack.example/services/T000/B000/tracesecret' },
  { vendor: 'pagerduty', url: WEBHOOK_FIXED_URLS.pagerduty, api_key: 'trace-routing-key' },
  { vendor: 'datadog', url: WEBHOOK_FIXED_URLS.datadog, api_key: 'trace-dd-key' },
];
const EVENTS = ['transfer.success', 'transfer.error', 'transfer.cancelled'];

try {
  for (let tries = 0; ; tries++) {
    if (tries > 600) throw new Error('The server did not start within 5 minutes.');
    if (
      await fetch(`${origin}/config.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(500);
  }
  await api('POST', '/public/auth/passwordless-login', { email: EMAIL });
  const { messages } = await api('GET', '/dev/outbox');
  const code = messages.filter((m: { to: string }) => m.to === EMAIL).at(-1).code;
  await api('POST', '/public/auth/validate-passwordless-code', { email: EMAIL, code });
  const ids: string[] = [];
  for (const hook of WEBHOOKS) {
    const { webhook } = await api('POST', '/webhooks', {
      webhook: { name: `Trace ${hook.vendor}`, api_version: '2023-10-15', events: EVENTS, ...hook },
    });
    ids.push(webhook.id);
  }
  console.log(`${WEBHOOKS.length} webhooks created; the demo runs for ${minutes} minutes…`);
  await sleep(minutes * 60_000);
  let held = 0;
  let total = 0;
  for (const id of ids) {
    const { deliveries } = await api('GET', `/webhooks/${id}/deliveries?page_size=100`);
    total += deliveries.length;
    held += deliveries.filter((d: { held_request?: unknown }) => d.held_request).length;
  }
  console.log(`deliveries to the five webhooks: ${total}, held ${held}`);
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  await sleep(2000);
}

const addresses = new Map<string, number>();
for (const line of readFileSync(traceFile, 'utf8').split('\n')) {
  const inet = /sin_port=htons\((\d+)\), sin_addr=inet_addr\("([\d.]+)"\)/.exec(line);
  const inet6 = /sin6_port=htons\((\d+)\).*inet_pton\(AF_INET6, "([^"]+)"/.exec(line);
  const found = inet ?? inet6;
  if (!found) continue;
  const key = `${found[2]}:${found[1]}`;
  addresses.set(key, (addresses.get(key) ?? 0) + 1);
}
const loopback = (address: string) =>
  address.startsWith('127.') || address.startsWith('::1:') || address === '::1';
let off = 0;
console.log('connect() calls of the server, by address:');
for (const [address, count] of [...addresses].sort()) {
  const local = loopback(address.slice(0, address.lastIndexOf(':')));
  if (!local) off += count;
  console.log(
    `  ${address.padEnd(28)} ${String(count).padStart(6)}  ${local ? 'loopback' : 'OFF THIS MACHINE'}`,
  );
}
console.log(off === 0 ? 'Every connection stayed on this machine.' : `${off} connections left this machine.`);
process.exit(off === 0 ? 0 : 1);
