import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { sendPage } from '../http/paging.ts';
import { requireSession } from '../http/session.ts';
import { findModel, pageModels } from '../store/models.ts';
import { readAlphabeticalPage } from './alphabetical-page.ts';

/** Model reads, alphabetical by model_name; mounted at /models and the deprecated /export/models. */
export function modelRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/', requireSession, (c) => {
    const { models, nextCursor } = pageModels(deps.db, c.var.environment, readAlphabeticalPage(c));
    return sendPage(c, 'models', models, nextCursor);
  });

  routes.get('/:id', requireSession, (c) => {
    const model = findModel(deps.db, c.var.environment, c.req.param('id'));
    if (!model) throw new HttpError(404, 'Model not found.');
    return ok(c, { model });
  });

  return routes;
}
