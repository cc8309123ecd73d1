import { Hono } from 'hono';
import { recipientSourceCredentialBody } from '../../src/api/schemas/recipient.ts';
import { requireSession } from '../auth/session-cookie.ts';
import { connectionOutcome } from '../forms/connection-rule.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { jsonBody } from '../http/json-body.ts';
import { readPageRequest, sendPage } from '../http/paging.ts';
import { deepMerge } from '../store/deep-merge.ts';
import { credentialTarget, insertCredential, pageCredentials } from '../store/source-credentials.ts';
import { connectionTestDelayMs } from './connection-delay.ts';

/**
 * `GET|POST /recipient-source-credentials` and `POST /test-recipient-source-credential`: the test
 * logs in to the source with the recipient's username and password, by the demo connection rule.
 */
export function sourceCredentialRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/recipient-source-credentials', requireSession, (c) => {
    const { credentials, nextCursor } = pageCredentials(deps.db, c.var.environment, readPageRequest(c));
    return sendPage(c, 'recipient_source_credentials', credentials, nextCursor);
  });

  routes.post(
    '/recipient-source-credentials',
    requireSession,
    jsonBody(recipientSourceCredentialBody),
    (c) => {
      const now = new Date(deps.now()).toISOString();
      const credential = insertCredential(
        deps.db,
        c.var.environment,
        c.var.body.recipient_source_credential,
        now,
      );
      return ok(c, { recipient_source_credential: credential });
    },
  );

  routes.post(
    '/test-recipient-source-credential',
    requireSession,
    jsonBody(recipientSourceCredentialBody),
    async (c) => {
      const input = c.var.body.recipient_source_credential;
      const { vendor, settings } = credentialTarget(deps.db, c.var.environment, input);
      const login = { password_auth: { username: input.username, password: input.password } };
      await new Promise((resolve) => setTimeout(resolve, connectionTestDelayMs(deps)));
      return ok(c, connectionOutcome(vendor, deepMerge(settings, login)));
    },
  );

  return routes;
}
