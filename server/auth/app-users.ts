import type { User } from '../../src/api/schemas/organization.ts';
import type { Db } from '../db/connection.ts';
import { HttpError } from '../http/envelope.ts';
import { findSsoConnectionForEmail } from '../store/sso-connections.ts';

/** Only the organisation's app users may sign in; SSO is decided by the e-mail's domain. */
export const findAppUser = (db: Db, email: string) =>
  db.prepare('SELECT id, email, organization_id, created_at FROM app_users WHERE email = ?').get(email) as
    | User
    | undefined;

export function requireAppUser(db: Db, email: string): User {
  const user = findAppUser(db, email);
  if (!user) {
    throw new HttpError(403, `No account found for ${email}. Ask your administrator for an invitation.`);
  }
  return user;
}

/** Whether the e-mail's domain belongs to one of the organisation's SSO connections (it must use it). */
export const isSsoEmail = (db: Db, email: string) => findSsoConnectionForEmail(db, email) !== null;
