import type { Organization } from '../../src/api/schemas/organization.ts';
import type { Db } from '../db/connection.ts';

/** The organisation as read (SPEC.md §3), with its app users' e-mails; SSO is on when it has a connection. */
interface OrganizationRow {
  id: string;
  name: string;
  default_frequency_minutes: number;
  fastest_allowed_frequency_minutes: number;
  sources_schema_tenanted: number;
  sso_enabled: number;
  aws_iam_role_id: string | null;
  aws_iam_role_name: string | null;
  gcp_iam_role_id: string | null;
  gcp_iam_role_name: string | null;
  app_users: string;
}

export function findOrganization(db: Db, id: string): Organization | null {
  const row = db
    .prepare(
      `SELECT o.id, o.name, o.default_frequency_minutes, o.fastest_allowed_frequency_minutes,
         o.sources_schema_tenanted, EXISTS (SELECT 1 FROM sso_connections) AS sso_enabled, o.aws_iam_role_id, o.aws_iam_role_name,
         o.gcp_iam_role_id, o.gcp_iam_role_name,
         (SELECT json_group_array(email) FROM (
            SELECT email FROM app_users WHERE organization_id = o.id ORDER BY created_at, email)) AS app_users
       FROM organizations o WHERE o.id = ?`,
    )
    .get(id) as OrganizationRow | undefined;
  if (!row) return null;
  return {
    ...row,
    sources_schema_tenanted: row.sources_schema_tenanted === 1,
    sso_enabled: row.sso_enabled === 1,
    app_users: JSON.parse(row.app_users) as string[],
  };
}

/** The first organisation's id: the one a request without a session or org_id reads. */
export const firstOrganizationId = (db: Db) =>
  db.prepare('SELECT id FROM organizations ORDER BY created_at, id LIMIT 1').pluck().get() as
    | string
    | undefined;

/** The first organisation's default schedule (0 or unset means the fallback). */
export const defaultFrequencyMinutes = (db: Db) =>
  db
    .prepare('SELECT default_frequency_minutes FROM organizations ORDER BY created_at LIMIT 1')
    .pluck()
    .get() as number | undefined;

/** A new organisation (npm run setup): no SSO, daily syncs by default, every 15 minutes at most. */
export function insertOrganization(db: Db, org: { id: string; name: string; createdAt: string }) {
  db.prepare(
    `INSERT INTO organizations (id, name, default_frequency_minutes, fastest_allowed_frequency_minutes, created_at)
     VALUES (?, ?, 1440, 15, ?)`,
  ).run(org.id, org.name, org.createdAt);
}

/** Adds an app user (someone who may sign in); false when the e-mail already is one. */
export function insertAppUser(
  db: Db,
  user: { id: string; organizationId: string; email: string; createdAt: string },
): boolean {
  const result = db
    .prepare(
      `INSERT INTO app_users (id, organization_id, email, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (email) DO NOTHING`,
    )
    .run(user.id, user.organizationId, user.email, user.createdAt);
  return result.changes === 1;
}
