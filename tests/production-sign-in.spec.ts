/**
 * A real install's sign-in in a real browser: a server with DEMO_MODE=0 on an empty data directory,
 * set up only through `npm run setup` (the organisation, its members, an OpenID Connect connection),
 * Google through GOOGLE_CLIENT_ID/SECRET and codes through SMTP_URL. The identity provider is an
 * OpenID provider of the test's own (oidc-provider, as the demo's, on 127.0.0.1) and the mail goes
 * to a local SMTP receiver, so nothing leaves the machine.
 */
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type DemoIdp, startDemoIdp } from '../server/demo-idp/demo-idp.ts';
import { SSO_CALLBACK_PATH } from '../server/http/app-env.ts';
import { randomToken } from '../server/secrets/hashing.ts';
import { codeOf, type SmtpSink, startSmtpSink } from '../server/testing/smtp-sink.ts';
import { runScript } from '../server/testing/start-server.ts';
import { emailField, signInAtProvider, startSso, userMenu } from './support/auth.ts';
import { freePort } from './support/free-port.ts';
import { type OwnServer, startOwnServer } from './support/own-server.ts';

const DIST = resolve(process.env.DIST_DIR ?? 'dist');
/** A member of the SSO domain, and one outside it who signs in with Google or a code. */
const SSO_MEMBER = 'alice@acme.example';
const OTHER_MEMBER = 'carol@mail.example';
const PASSWORD = 'a-test-provider-password';
const sso = { clientId: 'acme-console', clientSecret: randomToken() };
const google = { clientId: 'acme-google', clientSecret: randomToken() };

let server: OwnServer;
let idp: DemoIdp;
let mail: SmtpSink;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mail = await startSmtpSink();
  // The server and the provider each need the other's address: the provider's port is chosen first.
  const idpPort = await freePort();
  const issuer = (path: string) => `http://127.0.0.1:${idpPort}${path}`;
  server = await startOwnServer(DIST, {
    DEMO_MODE: '0',
    SMTP_URL: mail.url,
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_ISSUER: issuer('/google'),
  });
  idp = await startDemoIdp({
    port: idpPort,
    redirectUris: [`${server.url}${SSO_CALLBACK_PATH}`],
    realms: [
      {
        path: '/sso',
        title: 'Sign in to Acme',
        accounts: [{ email: SSO_MEMBER, password: PASSWORD }],
        client: sso,
      },
      {
        path: '/google',
        title: 'Sign in with Google (test)',
        accounts: [{ email: OTHER_MEMBER, password: PASSWORD }],
        client: google,
      },
    ],
  });
  const setup = async (args: string[], env: Record<string, string> = {}) => {
    const run = await runScript('server/setup.ts', args, { DATA_DIR: server.dataDir, ...env });
    expect(run.code, run.output).toBe(0);
    return run.output;
  };
  await setup(['--org', 'Acme', '--member', SSO_MEMBER, '--member', OTHER_MEMBER]);
  // The client secret through the environment, as the README advises (not in the shell's history).
  const added = await setup(
    [
      '--add-sso-oidc',
      '--name',
      'Acme SSO',
      '--domain',
      'acme.example',
      '--issuer',
      issuer('/sso'),
      '--client-id',
      sso.clientId,
    ],
    { SSO_CLIENT_SECRET: sso.clientSecret, PUBLIC_ORIGIN: server.url },
  );
  expect(added).toContain(`${server.url}${SSO_CALLBACK_PATH}`);
});
test.afterAll(async () => {
  await Promise.all([server?.stop(), idp?.close(), mail?.close()]);
});

async function signOut(page: Page, email: string) {
  await userMenu(page, email).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('DEMO_MODE=0: SSO through the provider, Google, and a code by SMTP sign in the members set up', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();

  await startSso(page, SSO_MEMBER);
  await signInAtProvider(page, SSO_MEMBER, PASSWORD);
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await signOut(page, SSO_MEMBER);

  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google (test)' })).toBeVisible();
  await signInAtProvider(page, OTHER_MEMBER, PASSWORD);
  await expect(page).toHaveURL(/\/overview$/);
  await signOut(page, OTHER_MEMBER);

  await emailField(page).fill(OTHER_MEMBER);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('button', { name: 'Send me a one-time code' }).click();
  await expect.poll(() => mail.messages.filter((m) => m.to.includes(OTHER_MEMBER)).length).toBe(1);
  await page.getByLabel('One-time code').fill(codeOf(mail.messages[0]?.raw ?? ''));
  await page.getByRole('button', { name: 'Submit one-time code' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(userMenu(page, OTHER_MEMBER)).toBeVisible();
  // No demo affordance in a real install.
  expect((await context.request.get('/api/dev/outbox')).status()).toBe(404);
  expect(server.log()).not.toContain(sso.clientSecret);
  await context.close();
});
