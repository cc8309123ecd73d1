import * as oidc from 'openid-client';
import { isAllowedIssuer, type OidcClientSettings } from '../config.ts';
import { sha256 } from '../secrets/hashing.ts';
import type { SsoConnection } from '../store/sso-connections.ts';

/**
 * The OpenID provider a sign-in goes to: the client settings of its target (an SSO connection of kind
 * 'oidc', or Google) and the provider's discovered openid-client Configuration, cached per client.
 */

/** A provider that does not answer within this many seconds fails the sign-in rather than hold it. */
const PROVIDER_TIMEOUT_S = 10;
/** Discovery (and the JWKS cached with it) is redone after this, so a provider's new keys are seen. */
const DISCOVERY_TTL_MS = 10 * 60 * 1000;

export type SignInTarget =
  | { provider: 'sso'; connection: SsoConnection }
  | { provider: 'google'; client: OidcClientSettings };

/** The client settings of an OIDC target (an SSO connection's, or Google's from the config). */
export function clientOf(target: SignInTarget): OidcClientSettings | null {
  if (target.provider === 'google') return target.client;
  const { oidcIssuer, oidcClientId, oidcClientSecret } = target.connection;
  if (!oidcIssuer || !oidcClientId || !oidcClientSecret) return null;
  return { issuer: oidcIssuer, clientId: oidcClientId, clientSecret: oidcClientSecret };
}

const discoveries = new Map<string, { config: Promise<oidc.Configuration>; untilMs: number }>();

/** The provider's configuration (discovery document and client), cached per issuer and client. */
export function configurationFor(client: OidcClientSettings): Promise<oidc.Configuration> {
  const key = JSON.stringify([client.issuer, client.clientId, sha256(client.clientSecret)]);
  const cached = discoveries.get(key);
  if (cached && cached.untilMs > Date.now()) return cached.config;
  if (!isAllowedIssuer(client.issuer)) return Promise.reject(new Error('The issuer URL is not allowed'));
  // ID tokens come over TLS from the token endpoint, which openid-client trusts by default; their JWS
  // signature is checked against the issuer's JWKS too (this also refuses `alg: none`).
  const execute = [oidc.enableNonRepudiationChecks];
  // http only for an issuer on this machine (isAllowedIssuer): the demo's provider, a test's.
  if (new URL(client.issuer).protocol === 'http:') execute.push(oidc.allowInsecureRequests);
  const config = oidc.discovery(
    new URL(client.issuer),
    client.clientId,
    { client_secret: client.clientSecret },
    oidc.ClientSecretPost(client.clientSecret),
    { execute, timeout: PROVIDER_TIMEOUT_S },
  );
  discoveries.set(key, { config, untilMs: Date.now() + DISCOVERY_TTL_MS });
  config.catch(() => discoveries.delete(key));
  return config;
}
