import type { Db } from '../connection.ts';
import { DEMO_EMAIL, ORGANIZATION_ID } from './organization.ts';

/**
 * The demo organisation in a data directory: what a start in demo mode seeded, known by its id and
 * its demo user (an organisation `npm run setup` made is never both). Its users sign in as anyone
 * can in the demo, so a real install must not serve them: DEMO_MODE=0 refuses to start on it
 * (main.ts) and `npm run setup -- --remove-demo` removes it with everything of it.
 */
export const holdsDemoData = (db: Db) =>
  db
    .prepare('SELECT 1 FROM app_users WHERE organization_id = ? AND email = ?')
    .get(ORGANIZATION_ID, DEMO_EMAIL) !== undefined;

export const demoDataRefusal = (dataDir: string) =>
  `Cannot start on ${dataDir} with DEMO_MODE=0: it holds the demo organisation (${ORGANIZATION_ID}, ` +
  `with ${DEMO_EMAIL} and the other demo users) that a demo start seeded, and its users would be live ` +
  'accounts of this install. Start clean with a new, empty DATA_DIR, or remove the demo organisation ' +
  'and everything of it (with the same DATA_DIR and SECRETS_KEY as the server):\n' +
  '  npm run setup -- --remove-demo';

/**
 * An install holds one organisation and every resource is its own (no table has an organisation
 * column), so the demo's is every row of these tables, in an order that deletes what refers to a
 * row before the row (a destination restricts its recipient's delete). Only the migrations' record
 * is the install's; a table that is in neither list stops the removal, so a new one is decided on.
 */
const DEMO_TABLES = [
  'sessions',
  'app_users',
  'organizations',
  'one_time_codes',
  'sign_in_attempts',
  'auth_codes',
  'saml_requests',
  'saml_assertions',
  'sso_connections',
  'outbox_messages',
  'sign_in_failures',
  'code_requests',
  'webhook_deliveries',
  'webhooks',
  'events',
  'transfers',
  'integrity_jobs',
  'destination_products',
  'destinations',
  'magic_links',
  'ssh_keys',
  'recipient_source_credentials',
  'recipient_products',
  'recipients',
  'product_models',
  'products',
  'models',
  'source_catalog',
  'sources',
  'transfer_daily_rows',
  // The webhook signing key the demo's receivers were given; the next delivery makes a new one.
  'server_keys',
];
const INSTALL_TABLES = ['schema_migrations'];

/** Deletes the demo organisation and all data of the install; the rows deleted per table, none left out. */
export function removeDemoData(db: Db): { table: string; rows: number }[] {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  const unknown = tables.filter((name) => !DEMO_TABLES.includes(name) && !INSTALL_TABLES.includes(name));
  if (unknown.length) {
    throw new Error(
      `Not removing the demo organisation: the tables ${unknown.join(', ')} are not known to hold its data.`,
    );
  }
  const removed = db.transaction(() =>
    DEMO_TABLES.filter((table) => tables.includes(table)).map((table) => ({
      table,
      rows: db.prepare(`DELETE FROM ${table}`).run().changes,
    })),
  )();
  // What was deleted is zeroed (secure_delete); fold those pages into the file and empty the WAL.
  db.pragma('wal_checkpoint(TRUNCATE)');
  return removed.filter(({ rows }) => rows > 0);
}
