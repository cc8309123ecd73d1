import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { demoRefusesProxies } from './auth/demo-local-only.ts';
import { createMailer } from './auth/mailer.ts';
import { loadSession } from './auth/session-cookie.ts';
import type { Config } from './config.ts';
import type { Db } from './db/connection.ts';
import { API_PREFIX, type AppDeps, type AppEnv, type Logger, type Mailer } from './http/app-env.ts';
import { consoleCors } from './http/cors.ts';
import { DEMO_RECEIVER_PATH } from './http/demo-receiver.ts';
import { errorBody } from './http/envelope.ts';
import { environmentHeader } from './http/environment.ts';
import { errorHandler, notFoundHandler } from './http/errors.ts';
import { errorLines, oneLine } from './http/log-text.ts';
import { publicOrigin } from './http/origins.ts';
import { requestGuard } from './http/request-guard.ts';
import { securityHeaders } from './http/security-headers.ts';
import { staticFiles } from './http/static-files.ts';
import { activityRoutes } from './routes/activity.ts';
import { configJson } from './routes/config-json.ts';
import { connectionTestRoutes, destinationWriteRoutes } from './routes/destination-writes.ts';
import { destinationRoutes } from './routes/destinations.ts';
import { devOutboxRoutes } from './routes/dev-outbox.ts';
import { devWebhookReceiverRoutes } from './routes/dev-webhook-receiver.ts';
import { docsRoutes } from './routes/docs.ts';
import { formRoutes } from './routes/forms.ts';
import { integrityRoutes } from './routes/integrity.ts';
import { magicLinkRoutes, magicLinkVendorRoutes } from './routes/magic-links.ts';
import { modelRoutes } from './routes/models.ts';
import { onboardingRoutes } from './routes/onboarding.ts';
import { organizationRoutes } from './routes/organization.ts';
import { productRoutes } from './routes/products.ts';
import { publicAuthRoutes } from './routes/public-auth.ts';
import { recipientRoutes } from './routes/recipients.ts';
import { reportRoutes } from './routes/reports.ts';
import { isSamlAcsPath, samlRoutes } from './routes/saml.ts';
import { sessionRoutes } from './routes/session.ts';
import { sourceCredentialRoutes } from './routes/source-credentials.ts';
import { sourceVendorRoutes } from './routes/source-vendors.ts';
import { sourceRoutes, sourceTestRoutes } from './routes/sources.ts';
import { sshKeyRoutes } from './routes/ssh-keys.ts';
import { ssoRoutes } from './routes/sso.ts';
import { transferRoutes } from './routes/transfers.ts';
import { vendorRoutes } from './routes/vendors.ts';
import { webhookRoutes } from './routes/webhooks.ts';

/**
 * The whole server as one Hono app: /config.json, the API under /api, and the built console for
 * everything else. Built from its dependencies so tests run it on a fresh database with a fake clock.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The server's log (stdout and stderr). Each message is written as one line and an error as its
 * escaped message and its frames (http/log-text.ts), so text from outside that a call site forgot to
 * pass through logText still cannot start a line or redraw the terminal. One string per call: a `%`
 * in it is never read as a format.
 */
export const consoleLogger: Logger = {
  info: (message) => console.log(oneLine(message)),
  error: (message, error) =>
    console.error(error === undefined ? oneLine(message) : `${oneLine(message)} ${errorLines(error)}`),
};

export interface AppInput {
  db: Db;
  config: Config;
  now?: () => number;
  log?: Logger;
  mailer?: Mailer;
}

export function createApp(input: AppInput) {
  const deps: AppDeps = {
    db: input.db,
    config: input.config,
    now: input.now ?? Date.now,
    log: input.log ?? consoleLogger,
  };
  deps.mailer = input.mailer ?? createMailer(deps);
  const onError = errorHandler(deps);

  const api = new Hono<AppEnv>();
  api.onError(onError);
  const cors = consoleCors(deps.config.consoleOrigin);
  if (cors) api.use('*', cors);
  // The demo webhook receiver takes any body and the SAML assertion consumer the IdP page's form from
  // another site (routes/saml.ts); every other write is JSON from an allowed origin.
  const otherBodies = [`${DEMO_RECEIVER_PATH}/`];
  const takesOtherBodies = (path: string) =>
    otherBodies.some((prefix) => path.startsWith(prefix)) || isSamlAcsPath(path);
  api.use('*', requestGuard(deps, takesOtherBodies, isSamlAcsPath));
  api.use('*', async (c, next) => {
    await next();
    // Replies are per user and environment; the service worker and proxies keep none of them.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  api.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(errorBody(`Request body is larger than ${MAX_BODY_BYTES} bytes.`), 413),
    }),
  );
  api.use('*', async (c, next) => {
    c.set('publicOrigin', publicOrigin(c, deps.config));
    await next();
  });
  api.use('*', environmentHeader);
  api.use('*', loadSession(deps));

  api.route('/public/auth', publicAuthRoutes(deps));
  // Where SSO and Google providers send the browser back (auth/oidc-sign-in.ts, routes/saml.ts).
  api.route('/sso/saml', samlRoutes(deps));
  api.route('/sso', ssoRoutes(deps));
  api.route('/', sessionRoutes(deps));
  api.route('/', organizationRoutes(deps));
  api.route('/destinations', destinationRoutes(deps));
  api.route('/export/destinations', destinationRoutes(deps));
  // Transfers, activity, integrity checks and reports, also under the deprecated /export spelling.
  for (const prefix of ['/', '/export']) {
    for (const routes of [transferRoutes, activityRoutes, integrityRoutes, reportRoutes]) {
      api.route(prefix, routes(deps));
    }
  }
  // Vendors, forms, guides, SSH keys, destination writes and the read lists the form needs.
  api.route('/public', vendorRoutes(deps));
  api.route('/public/forms', formRoutes(deps));
  api.route('/docs', docsRoutes(deps));
  api.route('/', sshKeyRoutes(deps));
  api.route('/', connectionTestRoutes(deps));
  api.route('/recipients', recipientRoutes(deps));
  api.route('/', sourceCredentialRoutes(deps));
  // Sources: the public vendor list and form, the reads and writes, and connection tests.
  api.route('/public', sourceVendorRoutes(deps));
  api.route('/sources', sourceRoutes(deps));
  api.route('/', sourceTestRoutes(deps));
  api.route('/', webhookRoutes(deps));
  api.route('/magic-links', magicLinkRoutes(deps));
  api.route('/public/vendors', magicLinkVendorRoutes(deps));
  api.route('/public/magic-links', onboardingRoutes(deps));
  for (const prefix of ['', '/export']) {
    api.route(`${prefix}/destinations`, destinationWriteRoutes(deps));
    api.route(`${prefix}/models`, modelRoutes(deps));
    api.route(`${prefix}/products`, productRoutes(deps));
  }
  if (deps.config.demoMode) api.route('/dev', devOutboxRoutes(deps));
  if (deps.config.demoMode) api.route('/dev/webhook-receiver', devWebhookReceiverRoutes(deps));
  api.all('*', (c) => c.json(errorBody(`No API route for ${c.req.method} ${c.req.path}.`), 404));

  const app = new Hono();
  app.onError(onError);
  app.notFound(notFoundHandler);
  app.use('*', securityHeaders(deps.config));
  // Demo mode behind a proxy: not without TRUST_PROXY, whatever the path (auth/demo-local-only.ts).
  if (deps.config.demoMode && !deps.config.trustProxy) app.use('*', demoRefusesProxies);
  app.get('/config.json', configJson(deps.config));
  app.route(API_PREFIX, api);
  app.get('*', staticFiles(deps.config.distDir));
  return app;
}
