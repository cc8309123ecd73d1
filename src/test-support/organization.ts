import type { Organization } from '../api/schemas/organization.ts';

/** The signed-in user's organisation, as GET /orgs returns it, for tests that need its id or defaults. */
export const testOrganization = (id = 'acme'): Organization => ({
  id,
  name: 'Acme',
  app_users: [],
  default_frequency_minutes: 1440,
  fastest_allowed_frequency_minutes: 15,
  sources_schema_tenanted: false,
  sso_enabled: false,
});
