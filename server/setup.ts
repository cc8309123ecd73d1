import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { readConfig } from './config.ts';
import { holdsDemoData, removeDemoData } from './db/seed/demo-data.ts';
import { MAX_NAME_CHARS } from './http/json-limits.ts';
import { openInstallDatabase } from './secrets/open-install.ts';
import {
  findOrganization,
  firstOrganizationId,
  insertAppUser,
  insertOrganization,
} from './store/organization.ts';

/**
 * The first run of a real install (SECURITY.md "Running it for real"): a server started with
 * DEMO_MODE=0 seeds nothing, so nobody can sign in until this creates the organisation and its first
 * members in DATA_DIR (opened with SECRETS_KEY, as the server opens it):
 *
 *   npm run setup -- --org "Acme" --member alice@acme.example --member bob@acme.example
 *
 * Run again with `--member` alone, it adds members to that organisation. It may run beside the
 * server; members sign in with a one-time code e-mailed to them. A DATA_DIR a demo start seeded holds
 * the demo organisation, which a real install must not serve: `--remove-demo` deletes it and
 * everything of it (db/seed/demo-data.ts), alone or before `--org` and `--member`; with none left it
 * says so and changes nothing.
 */
const USAGE = 'npm run setup -- --org "Your organisation" --member you@your-company.example';

const isEmail = (value: string) => v.is(v.pipe(v.string(), v.email()), value);

/** A readable id from the name ("Acme Analytics" → acme-analytics); a UUID when nothing is left. */
const idFrom = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || randomUUID();

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let args: { org?: string; member?: string[]; 'remove-demo'?: boolean };
try {
  args = parseArgs({
    options: {
      org: { type: 'string' },
      member: { type: 'string', multiple: true },
      'remove-demo': { type: 'boolean' },
    },
  }).values;
} catch (error) {
  fail(`${error instanceof Error ? error.message : error}\nUsage: ${USAGE}`);
}
const orgName = args.org?.trim();
const members = [...new Set((args.member ?? []).map((email) => email.trim().toLowerCase()))];
const removeDemo = args['remove-demo'] === true;
const onlyRemoveDemo = removeDemo && orgName === undefined && !members.length;
if (!members.length && !onlyRemoveDemo) fail(`Name at least one member with --member.\nUsage: ${USAGE}`);
const notEmail = members.find((email) => !isEmail(email));
if (notEmail !== undefined) fail(`--member ${notEmail} is not an e-mail address.`);
if (orgName !== undefined && (!orgName || orgName.length > MAX_NAME_CHARS)) {
  fail(`--org must be a name of 1 to ${MAX_NAME_CHARS} characters.`);
}

let config: ReturnType<typeof readConfig>;
try {
  config = readConfig({ DATA_DIR: process.env.DATA_DIR, SECRETS_KEY: process.env.SECRETS_KEY });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
process.umask(0o077);
const dataDir = resolve(config.dataDir);
let opened: ReturnType<typeof openInstallDatabase>;
try {
  opened = openInstallDatabase({ dataDir, secretsKey: config.secretsKey });
} catch (error) {
  fail(`Cannot open ${dataDir}: ${error instanceof Error ? error.message : error}`);
}
const { db } = opened;
for (const note of opened.notes) console.log(note);

// Added to, a DATA_DIR a demo start seeded would give a real install the demo users as live accounts.
if (!removeDemo && holdsDemoData(db)) {
  db.close();
  fail(
    `${dataDir} holds the demo organisation that a demo start seeded: remove it first with ` +
      'npm run setup -- --remove-demo (or use a new, empty DATA_DIR).',
  );
}
if (removeDemo) {
  let removed: ReturnType<typeof removeDemoData> | null;
  try {
    removed = holdsDemoData(db) ? removeDemoData(db) : null;
  } catch (error) {
    db.close();
    fail(error instanceof Error ? error.message : String(error));
  }
  console.log(
    removed
      ? `Removed the demo organisation and everything of it from ${dataDir} (rows deleted: ${removed
          .map(({ table, rows }) => `${table} ${rows}`)
          .join(', ')}).`
      : `${dataDir} holds no demo organisation: nothing to remove.`,
  );
  if (onlyRemoveDemo) {
    const empty = firstOrganizationId(db) === undefined;
    db.close();
    if (empty) console.log(`Nobody can sign in until the organisation exists:\n  ${USAGE}`);
    process.exit(0);
  }
}

const existingId = firstOrganizationId(db);
const existing = existingId === undefined ? null : findOrganization(db, existingId);
if (existing && orgName !== undefined) {
  db.close();
  fail(`${dataDir} already has the organisation "${existing.name}": add members with --member alone.`);
}
if (!existing && orgName === undefined) {
  db.close();
  fail(`${dataDir} has no organisation yet: name it with --org.\nUsage: ${USAGE}`);
}

const now = new Date().toISOString();
const lines = db.transaction(() => {
  const out: string[] = [];
  let organizationId = existing?.id;
  if (!organizationId) {
    organizationId = idFrom(orgName ?? '');
    insertOrganization(db, { id: organizationId, name: orgName ?? '', createdAt: now });
    out.push(`Created the organisation "${orgName}" (${organizationId}) in ${dataDir}.`);
  }
  for (const email of members) {
    const added = insertAppUser(db, { id: randomUUID(), organizationId, email, createdAt: now });
    out.push(added ? `Added ${email}.` : `${email} is already a member.`);
  }
  return out;
})();
db.close();
for (const line of lines) console.log(line);
console.log('Members sign in with a one-time code e-mailed to them (SMTP_URL of the server).');
