import type { SourceFormContext } from '../forms/sources/source-vendor-fields.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { organizationKeys } from '../store/organization-ssh-keys.ts';
import { formContextFor } from './form-context.ts';

/**
 * The organisation the source form is built for (as for destinations: `org_id`, else the session's)
 * and its SSH keys in the request's environment, which the tunnel's key choice offers.
 */
type RequestView = Parameters<typeof formContextFor>[0] & { var: Pick<AppEnv['Variables'], 'environment'> };

export const sourceFormContextFor = (c: RequestView, deps: AppDeps): SourceFormContext => ({
  ...formContextFor(c, deps),
  keys: organizationKeys(deps.db, c.var.environment),
});
