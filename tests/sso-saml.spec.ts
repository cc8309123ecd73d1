/**
 * SAML sign-in through a real browser: a server of the file's own with a SAML connection for
 * `saml.example` (added to its database as `npm run setup -- --add-sso-saml` would) and a local
 * identity provider (support/saml-idp-server.ts). The console's "Sign in with SSO" goes to the IdP's
 * page, whose form posts the signed response to the server's ACS, and the console signs the member in.
 */
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { openDatabase } from '../server/db/connection.ts';
import { ORGANIZATION_ID } from '../server/db/seed/organization.ts';
import { DATABASE_FILE } from '../server/secrets/data-files.ts';
import { insertAppUser } from '../server/store/organization.ts';
import { insertSsoConnection } from '../server/store/sso-connections.ts';
import { SIGN_IN_REFUSALS } from '../src/features/auth/refusal-texts.ts';
import { startSso, userMenu } from './support/auth.ts';
import { type OwnServer, startOwnServer } from './support/own-server.ts';
import { startSamlIdp } from './support/saml-idp-server.ts';

const DIST = resolve(process.env.DIST_DIR ?? 'dist');
const MEMBER = 'alice@saml.example';

let server: OwnServer;
let idp: Awaited<ReturnType<typeof startSamlIdp>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  [server, idp] = await Promise.all([startOwnServer(DIST), startSamlIdp()]);
  const db = openDatabase(join(server.dataDir, DATABASE_FILE));
  insertSsoConnection(db, {
    kind: 'saml',
    name: 'Acme SAML',
    domains: ['saml.example'],
    createUsers: false,
    oidcIssuer: null,
    oidcClientId: null,
    oidcClientSecret: null,
    samlIdpSsoUrl: idp.idp.ssoUrl,
    samlIdpEntityId: idp.idp.entityId,
    samlIdpCert: idp.idp.certPem,
  });
  insertAppUser(db, {
    id: 'saml-journey-member',
    organizationId: ORGANIZATION_ID,
    email: MEMBER,
    createdAt: new Date().toISOString(),
  });
  db.close();
});
test.afterAll(async () => {
  await Promise.all([server?.stop(), idp?.close()]);
});

test('SAML: the IdP’s page posts a signed response and the member is signed in; a non-member is refused', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await startSso(page, MEMBER);
  await expect(page.getByRole('heading', { name: 'Sign in to Acme SAML (test IdP)' })).toBeVisible();
  await page.getByRole('button', { name: `Continue as ${MEMBER}` }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await userMenu(page, MEMBER).click();
  await expect(page.getByRole('menu')).toContainText(MEMBER);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);

  // The IdP vouches for someone who is no member: back on /login, saying so, nobody signed in.
  const stranger = 'mallory@saml.example';
  await startSso(page, stranger);
  await page.getByRole('button', { name: `Continue as ${stranger}` }).click();
  await expect(page).toHaveURL(/\/login\?error=no_account$/);
  await expect(page.getByText(SIGN_IN_REFUSALS.no_account)).toBeVisible();
  expect((await context.request.get('/api/auth-status')).status()).toBe(401);
  await context.close();
});
