import { createRng } from '../../runner/vocabulary/prng.ts';
import { DAY_MS, iso } from '../../runner/vocabulary/time.ts';
import { randomToken } from '../../secrets/hashing.ts';
import type { Db } from '../connection.ts';
import { inserter } from './insert.ts';

/**
 * The demo organisation and its app users (the only people who may sign in). Its id is readable
 * rather than a UUID because the 'Send data to new destination' dialog asks people to type it.
 */
export const ORGANIZATION_ID = 'acme-analytics';
export const SSO_DOMAIN = 'sso.example.com';
export const DEMO_EMAIL = 'demo@example.com';
export const SSO_EMAIL = `sso@${SSO_DOMAIN}`;
export const APP_USER_EMAILS = [
  DEMO_EMAIL,
  SSO_EMAIL,
  'priya.patel@example.com',
  `lucas.moreau@${SSO_DOMAIN}`,
];

/**
 * The demo's SSO connection for SSO_DOMAIN: an OpenID client of the demo's own provider
 * (server/demo-idp/). Its issuer is a placeholder until a demo start points it at the provider it
 * started (main.ts, on every start: the provider's port may change); its secret differs per install.
 */
export const DEMO_SSO_CONNECTION_ID = 'demo-sso';
export const DEMO_SSO_CLIENT_ID = 'console-demo-sso';
export const DEMO_IDP_PLACEHOLDER_ISSUER = 'http://127.0.0.1:9/demo-idp-not-started';

/** The demo organisation's default_frequency_minutes: what a destination on frequency 0 runs at. */
export const SEED_DEFAULT_FREQUENCY_MINUTES = 1440;

export function seedOrganization(db: Db, referenceMs: number) {
  const rng = createRng('organization');
  const createdMs = referenceMs - 540 * DAY_MS;
  inserter(
    db,
    'organizations',
  )({
    id: ORGANIZATION_ID,
    name: 'Acme Analytics',
    default_frequency_minutes: SEED_DEFAULT_FREQUENCY_MINUTES,
    fastest_allowed_frequency_minutes: 15,
    sources_schema_tenanted: false,
    aws_iam_role_id: 'AROA4JXQ7KZP2EXAMPLE',
    aws_iam_role_name: 'prequel-acme-analytics-export',
    gcp_iam_role_id: 'prequel-export@acme-analytics.iam.gcp.example',
    gcp_iam_role_name: 'prequel-export',
    created_at: iso(createdMs),
  });
  inserter(
    db,
    'sso_connections',
  )({
    id: DEMO_SSO_CONNECTION_ID,
    kind: 'oidc',
    name: 'Acme SSO (demo)',
    domains: [SSO_DOMAIN],
    create_users: false,
    oidc_issuer: DEMO_IDP_PLACEHOLDER_ISSUER,
    oidc_client_id: DEMO_SSO_CLIENT_ID,
    oidc_client_secret: randomToken(),
    created_at: iso(createdMs),
  });
  const addUser = inserter(db, 'app_users');
  APP_USER_EMAILS.forEach((email, i) => {
    addUser({
      id: rng.uuid(),
      organization_id: ORGANIZATION_ID,
      email,
      created_at: iso(createdMs + (i * 37 + 1) * DAY_MS),
    });
  });
}
