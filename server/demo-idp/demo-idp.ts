import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOidc } from 'oidc-provider';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { DEMO_EMAIL, DEMO_SSO_CONNECTION_ID, SSO_DOMAIN, SSO_EMAIL } from '../db/seed/organization.ts';
import { SSO_CALLBACK_PATH } from '../http/app-env.ts';
import { knownOrigins } from '../http/origins.ts';
import { randomToken } from '../secrets/hashing.ts';
import { findSsoConnection, updateOidcClient } from '../store/sso-connections.ts';

/**
 * The demo's own OpenID provider, so SSO and Google sign in through the same code a real install uses
 * (auth/oidc-sign-in.ts): panva's oidc-provider, on 127.0.0.1 only, started by main.ts in demo mode
 * only. Two issuers on one port, each with its accounts and its own login page that a person fills in:
 * `/sso` for the SSO domain (the seeded connection's) and `/google` standing in for Google. The
 * accounts and their passwords are public (README.md), which is why it never runs outside demo mode.
 */
export interface DemoAccount {
  email: string;
  password: string;
}

export interface DemoRealm {
  /** Where it is mounted: its issuer is the origin plus this path. */
  path: '/sso' | '/google';
  title: string;
  accounts: DemoAccount[];
  client: { clientId: string; clientSecret: string };
}

export const DEMO_SSO_PASSWORD = 'sso-demo-password';
export const DEMO_GOOGLE_PASSWORD = 'google-demo-password';
/** An account the SSO provider vouches for but the organisation does not have: refused at the callback. */
export const DEMO_SSO_NON_MEMBER = `new.hire@${SSO_DOMAIN}`;

export const demoSsoAccounts = (): DemoAccount[] =>
  [SSO_EMAIL, `lucas.moreau@${SSO_DOMAIN}`, DEMO_SSO_NON_MEMBER].map((email) => ({
    email,
    password: DEMO_SSO_PASSWORD,
  }));

export const demoGoogleAccounts = (googleEmail = DEMO_EMAIL): DemoAccount[] => [
  { email: googleEmail, password: DEMO_GOOGLE_PASSWORD },
];

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;background:#f6f7f9;color:#1b1f24}
main{max-width:26rem;margin:3rem auto;background:#fff;border:1px solid #d0d5dc;border-radius:.75rem;padding:1.5rem}
h1{font-size:1.5rem;margin:0 0 1rem}label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{font:inherit;width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #8a94a3;border-radius:.4rem}
button{margin-top:1.5rem;font:inherit;font-weight:600;padding:.75rem 1.25rem;border-radius:.5rem;border:0;
background:#1d4ed8;color:#fff;cursor:pointer;min-height:2.75rem}
[role=alert]{color:#a11;font-weight:600}
input:focus-visible,button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function loginPage(realm: DemoRealm, action: string, email: string, error: string | null): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(realm.title)}</title>
<style>${STYLE}</style></head><body><main><h1>${escapeHtml(realm.title)}</h1>
<p>The demo's own identity provider. Its accounts and passwords are in README.md.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form></main></body></html>`;
}

/** Reads a small urlencoded form (the login page's); anything larger is cut off. */
function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 4096) req.destroy(new Error('Form too large'));
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

function providerFor(issuer: string, realm: DemoRealm, redirectUris: string[]): Provider {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const names = realm.path.slice(1);
  return new Provider(issuer, {
    clients: [
      {
        client_id: realm.client.clientId,
        client_secret: realm.client.clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: {
      keys: [{ ...privateKey.export({ format: 'jwk' }), kid: `demo-${names}`, alg: 'RS256', use: 'sig' }],
    },
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      // Both issuers share the host (cookies ignore the port): names of their own.
      names: {
        session: `_${names}_session`,
        interaction: `_${names}_interaction`,
        resume: `_${names}_resume`,
      },
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    scopes: ['openid', 'email'],
    // The relying party reads the e-mail from the ID token, as Google's and most providers' tokens carry it.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `${realm.path}/interaction/${interaction.uid}`,
    },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = realm.accounts.find((a) => a.email === sub);
      return account
        ? { accountId: sub, claims: () => ({ sub, email: account.email, email_verified: true }) }
        : undefined;
    },
    // First-party clients: no consent screen, the grant is made on the first sign-in.
    loadExistingGrant: async (ctx: KoaContextWithOidc & { oidc: { provider: Provider } }) => {
      const clientId = ctx.oidc.client?.clientId ?? '';
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: ctx.oidc.session?.accountId ?? '' });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
  });
}

export interface DemoIdp {
  origin: string;
  issuerOf(path: DemoRealm['path']): string;
  close(): Promise<void>;
}

/** Starts the provider on 127.0.0.1:`port` (0: any free port) for the console's `redirectUris`. */
export async function startDemoIdp(options: {
  port: number;
  redirectUris: string[];
  realms: DemoRealm[];
}): Promise<DemoIdp> {
  const mounted: { realm: DemoRealm; provider: Provider; handle: ReturnType<Provider['callback']> }[] = [];
  const styleHash = createHash('sha256').update(STYLE).digest('base64');
  const consoleOrigins = [...new Set(options.redirectUris.map((uri) => new URL(uri).origin))];
  // The form posts here; the redirects after it go on to this provider and then to the console.
  const csp = `default-src 'none'; style-src 'sha256-${styleHash}'; form-action 'self' ${consoleOrigins.join(' ')}; frame-ancestors 'none'; base-uri 'none'`;

  async function interaction(
    req: IncomingMessage,
    res: ServerResponse,
    entry: (typeof mounted)[number],
    login: boolean,
  ) {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('Cache-Control', 'no-store');
    const html = (status: number, body: string) => {
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await entry.provider.interactionDetails(req, res);
    } catch {
      return html(
        400,
        loginPage(entry.realm, '#', '', 'This sign-in has expired. Go back to the console and start again.'),
      );
    }
    const action = `${entry.realm.path}/interaction/${details.uid}/login`;
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
    if (!login || req.method !== 'POST') return html(200, loginPage(entry.realm, action, hint, null));
    const form = await readForm(req);
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const account = entry.realm.accounts.find(
      (a) => a.email === email && a.password === form.get('password'),
    );
    if (!account) return html(401, loginPage(entry.realm, action, email, 'Wrong e-mail or password.'));
    await entry.provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.email } },
      {
        mergeWithLastSubmission: false,
      },
    );
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const entry = mounted.find(
      ({ realm }) => url.pathname === realm.path || url.pathname.startsWith(`${realm.path}/`),
    );
    if (!entry) {
      res.writeHead(404).end();
      return;
    }
    const rest = url.pathname.slice(entry.realm.path.length) || '/';
    const page = /^\/interaction\/[\w-]+(\/login)?$/.exec(rest);
    if (page) {
      interaction(req, res, entry, page[1] !== undefined).catch(() => {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
      return;
    }
    // Mounted under its path, as a framework would: the provider reads its mount from originalUrl.
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = req.url;
    req.url = `${rest}${url.search}`;
    entry.handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const realm of options.realms) {
    const provider = providerFor(`${origin}${realm.path}`, realm, options.redirectUris);
    mounted.push({ realm, provider, handle: provider.callback() });
  }
  return {
    origin,
    issuerOf: (path) => `${origin}${path}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Demo mode's sign-in (main.ts, and tests of a served app): the provider on DEMO_IDP_PORT, the
 * seeded SSO connection pointed at it (on every start: its port may change), and Google sent to it
 * whatever GOOGLE_* say, so a demo never signs in through anyone else.
 */
export async function startDemoSignIn(db: Db, config: Config): Promise<DemoIdp> {
  const connection = findSsoConnection(db, DEMO_SSO_CONNECTION_ID);
  const sso =
    connection?.oidcClientId && connection.oidcClientSecret
      ? { clientId: connection.oidcClientId, clientSecret: connection.oidcClientSecret }
      : null;
  const google = { clientId: 'console-demo-google', clientSecret: randomToken() };
  const realms: DemoRealm[] = [
    {
      path: '/google',
      title: 'Sign in with Google (demo)',
      accounts: demoGoogleAccounts(config.googleDemoEmail),
      client: google,
    },
  ];
  if (connection && sso) {
    realms.push({
      path: '/sso',
      title: `Sign in to ${connection.name}`,
      accounts: demoSsoAccounts(),
      client: sso,
    });
  }
  const idp = await startDemoIdp({
    port: config.demoIdpPort,
    redirectUris: knownOrigins(config).map((origin) => `${origin}${SSO_CALLBACK_PATH}`),
    realms,
  });
  if (connection && sso) updateOidcClient(db, connection.id, { issuer: idp.issuerOf('/sso'), ...sso });
  config.google = { issuer: idp.issuerOf('/google'), ...google };
  return idp;
}
