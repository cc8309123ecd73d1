import { Hono } from 'hono';
import { requireSession } from '../auth/session-cookie.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { sendPage } from '../http/paging.ts';
import { MODEL_VALID_MESSAGE, modelProblem, productsUsingModel } from '../store/model-validation.ts';
import { deleteModel, findModel, pageModels } from '../store/models.ts';
import { readAlphabeticalPage } from './alphabetical-page.ts';

/**
 * Models, alphabetical by model_name; mounted at /models and the deprecated /export/models. Validation
 * checks the model against its source's catalogue; a model in a product cannot be deleted (409).
 */
const NOT_FOUND = 'Model not found.';

export function modelRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/', requireSession, (c) => {
    const { models, nextCursor } = pageModels(deps.db, c.var.environment, readAlphabeticalPage(c));
    return sendPage(c, 'models', models, nextCursor);
  });

  routes.get('/:id', requireSession, (c) => {
    const model = findModel(deps.db, c.var.environment, c.req.param('id'));
    if (!model) throw new HttpError(404, NOT_FOUND);
    return ok(c, { model });
  });

  routes.post('/:id/validate', requireSession, (c) => {
    const model = findModel(deps.db, c.var.environment, c.req.param('id'));
    if (!model) throw new HttpError(404, NOT_FOUND);
    const problem = modelProblem(deps.db, c.var.environment, model);
    if (problem) throw new HttpError(422, problem);
    return ok(c, { valid: true }, 200, MODEL_VALID_MESSAGE);
  });

  routes.delete('/:id', requireSession, (c) => {
    const model = findModel(deps.db, c.var.environment, c.req.param('id'));
    if (!model) throw new HttpError(404, NOT_FOUND);
    const products = productsUsingModel(deps.db, model.id);
    if (products.length) {
      const list = products.map((p) => `"${p}"`).join(', ');
      throw new HttpError(
        409,
        `The model "${model.model_name}" is part of ${products.length === 1 ? 'the product' : 'the products'} ${list}; remove it from ${products.length === 1 ? 'that product' : 'those products'} first.`,
      );
    }
    deleteModel(deps.db, model.id);
    return ok(c, {});
  });

  return routes;
}
