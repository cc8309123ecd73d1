import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny OpenID provider on 127.0.0.1 for the sign-in attacks (server/security/sso-oidc.test.ts):
 * discovery, JWKS and a token endpoint, and nothing that checks what the relying party must check
 * itself. A test reads the authorize URL the server answered, picks the ID token the code will bring
 * (`claims` to change or drop, `key` to sign with), and gets the code to send to the callback. The
 * token endpoint does hold the client to its secret, redirect URI and PKCE verifier, as any provider.
 * Codes can be redeemed again (so a replay is stopped by the server, not here).
 */
export interface TokenPlan {
  /** Claims over the defaults; `undefined` drops one. */
  claims?: Record<string, unknown>;
  /** The issuer's published key (default), a key it never published under the same kid, or `none`. */
  key?: 'published' | 'unpublished' | 'none';
}

interface Pending {
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string;
  email: string;
  plan: TokenPlan;
}

export interface TestClient {
  clientId: string;
  clientSecret: string;
}

const KID = 'test-issuer-key';
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function idToken(issuer: string, pending: Pending, keys: Record<'published' | 'unpublished', KeyObject>) {
  const now = Math.floor(Date.now() / 1000);
  const claims: Record<string, unknown> = {
    iss: issuer,
    aud: pending.clientId,
    sub: `sub-${pending.email}`,
    email: pending.email,
    email_verified: true,
    nonce: pending.nonce,
    iat: now,
    exp: now + 300,
    ...pending.plan.claims,
  };
  for (const [name, value] of Object.entries(claims)) if (value === undefined) delete claims[name];
  const key = pending.plan.key ?? 'published';
  const header = key === 'none' ? { alg: 'none', typ: 'JWT' } : { alg: 'RS256', kid: KID, typ: 'JWT' };
  const input = `${b64url(header)}.${b64url(claims)}`;
  if (key === 'none') return `${input}.`;
  return `${input}.${sign('sha256', Buffer.from(input), keys[key]).toString('base64url')}`;
}

export async function startTestIssuer(clients: TestClient[]) {
  const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
  const published = pair();
  const keys = { published: published.privateKey, unpublished: pair().privateKey };
  const pending = new Map<string, Pending>();
  let issuer = '';

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        // It offers `none` too: refusing it is the relying party's job.
        id_token_signing_alg_values_supported: ['RS256', 'none'],
        token_endpoint_auth_methods_supported: ['client_secret_post'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (url.pathname === '/jwks') {
      const jwk = published.publicKey.export({ format: 'jwk' });
      return json(200, { keys: [{ ...jwk, kid: KID, use: 'sig', alg: 'RS256' }] });
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const found = pending.get(form.get('code') ?? '');
        const client = clients.find((c) => c.clientId === form.get('client_id'));
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (
          !found ||
          !client ||
          client.clientSecret !== form.get('client_secret') ||
          found.clientId !== client.clientId ||
          found.redirectUri !== form.get('redirect_uri') ||
          found.challenge !== challenge
        ) {
          return json(400, { error: 'invalid_grant' });
        }
        json(200, {
          access_token: randomBytes(16).toString('hex'),
          token_type: 'Bearer',
          expires_in: 300,
          id_token: idToken(issuer, found, keys),
        });
      });
      return;
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    /** "Signs in" `email` for the authorize URL the server answered: the code for the callback. */
    authorize(authorizeUrl: string, email: string, plan: TokenPlan = {}): string {
      const params = new URL(authorizeUrl).searchParams;
      const code = randomBytes(16).toString('hex');
      pending.set(code, {
        clientId: params.get('client_id') ?? '',
        redirectUri: params.get('redirect_uri') ?? '',
        challenge: params.get('code_challenge') ?? '',
        nonce: params.get('nonce') ?? '',
        email,
        plan,
      });
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
