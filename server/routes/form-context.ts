import { type FormContext, formContext } from '../forms/form-context.ts';
import type { AppDeps, SessionInfo } from '../http/app-env.ts';
import { HttpError } from '../http/envelope.ts';
import { findOrganization, firstOrganizationId } from '../store/organization.ts';

/**
 * The organisation whose roles the public form and vendor calls show: `org_id` when given (unknown
 * is 404), else the signed-in user's, else this server's organisation (it hosts one).
 */
interface RequestView {
  req: { query(name: string): string | undefined };
  var: { session: SessionInfo | null };
}

export function formContextFor(c: RequestView, deps: AppDeps): FormContext {
  const requested = c.req.query('org_id')?.trim();
  const id = requested || c.var.session?.organizationId || firstOrganizationId(deps.db);
  const organization = id ? findOrganization(deps.db, id) : null;
  if (!organization) {
    throw new HttpError(
      404,
      requested ? `No organization with id "${requested}".` : 'Organization not found.',
    );
  }
  return formContext(organization);
}
