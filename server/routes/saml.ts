import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { SignInRefusal } from '../../src/api/schemas/sign-in-refusal.ts';
import { finishSamlSignIn, MAX_SAML_RESPONSE_BYTES } from '../auth/saml-assertion.ts';
import { type SamlConnection, SamlRefusal, samlMetadata } from '../auth/saml-sp.ts';
import { API_PREFIX, type AppDeps, type AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/envelope.ts';
import { logText } from '../http/log-text.ts';
import { findSsoConnection } from '../store/sso-connections.ts';

/**
 * SAML sign-in (auth/saml-sp.ts, auth/saml-assertion.ts), mounted at /sso/saml: the SP metadata an
 * administrator registers at the IdP, and the assertion consumer service the IdP's page posts the browser to. Every refusal
 * lands on the console's /login with a fixed reason (its text: src/api/schemas/sign-in-refusal.ts): the reason goes to the
 * log only (without the response), and nothing is signed in.
 */
const refusedPath = (said: SignInRefusal) => `/login?error=${said}`;

/** The ACS is the one API path that takes another site's form POST (SAML's HTTP-POST binding). */
const ACS_PATH = new RegExp(`^${API_PREFIX}/sso/saml/[^/]+/acs$`);
export const isSamlAcsPath = (path: string) => ACS_PATH.test(path);

const isForm = (type: string | undefined) =>
  type?.split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';

export function samlRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const consoleUrl = (path: string) => `${deps.config.consoleOrigin ?? ''}${path}`;
  const samlConnection = (id: string): SamlConnection | null => {
    const connection = findSsoConnection(deps.db, id);
    return connection?.kind === 'saml' ? connection : null;
  };
  const refused = (c: Context, reason: string, said: SignInRefusal = 'unverified') => {
    deps.log.info(
      `[sso] SAML sign-in refused for connection ${logText(c.req.param('connectionId'))}: ${logText(reason)}`,
    );
    c.header('Cache-Control', 'no-store');
    return c.redirect(consoleUrl(refusedPath(said)), 303);
  };

  routes.get('/:connectionId/metadata', (c) => {
    const connection = samlConnection(c.req.param('connectionId'));
    if (!connection) throw new HttpError(404, 'No SAML connection with this id.');
    return c.body(samlMetadata(deps.config, connection.id), 200, {
      'Content-Type': 'application/samlmetadata+xml; charset=utf-8',
    });
  });

  routes.post(
    '/:connectionId/acs',
    bodyLimit({
      maxSize: MAX_SAML_RESPONSE_BYTES,
      onError: (c) => refused(c, `the body is larger than ${MAX_SAML_RESPONSE_BYTES} bytes`),
    }),
    async (c) => {
      const connection = samlConnection(c.req.param('connectionId'));
      if (!connection) return refused(c, 'no SAML connection with this id');
      if (!isForm(c.req.header('Content-Type'))) return refused(c, 'the body is not a form');
      const form = await c.req.parseBody();
      const samlResponse = form.SAMLResponse;
      if (typeof samlResponse !== 'string' || !samlResponse) return refused(c, 'no SAMLResponse');
      let code: string;
      try {
        code = await finishSamlSignIn(deps, connection, samlResponse);
      } catch (error) {
        if (error instanceof SamlRefusal) return refused(c, error.message, error.said);
        // A fault of ours still ends on /login, not on a JSON error page the IdP's form led to.
        deps.log.error('[sso] SAML sign-in failed', error);
        return refused(c, 'internal error');
      }
      deps.log.info(`[sso] SAML sign-in for connection ${logText(connection.id)}`);
      c.header('Cache-Control', 'no-store');
      return c.redirect(consoleUrl(`/login-successful?code=${encodeURIComponent(code)}`), 303);
    },
  );

  return routes;
}
