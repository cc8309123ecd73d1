import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { addSsoSaml } from './auth/saml-setup.ts';
import { isAllowedIssuer, readConfig } from './config.ts';
import { holdsDemoData, removeDemoData } from './db/seed/demo-data.ts';
import { SSO_CALLBACK_PATH } from './http/app-env.ts';
import { MAX_NAME_CHARS, MAX_URL_CHARS } from './http/json-limits.ts';
import { openInstallDatabase } from './secrets/open-install.ts';
import {
  findOrganization,
  firstOrganizationId,
  insertAppUser,
  insertOrganization,
} from './store/organization.ts';
import {
  connectionHoldingDomain,
  deleteSsoConnection,
  insertSsoConnection,
  listSsoConnections,
  type SsoConnectionInput,
} from './store/sso-connections.ts';

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
 *
 * SSO connections, one per identity provider, each for one or more e-mail domains:
 *
 *   npm run setup -- --add-sso-oidc --name "Acme SSO" --domain acme.example --issuer https://idp.acme.example \
 *     --client-id console --client-secret … [--create-users]
 *   npm run setup -- --add-sso-saml --name "Acme Okta" --domain acme.example --idp-sso-url … \
 *     --idp-entity-id … --idp-cert-file idp.pem [--create-users]   (auth/saml-setup.ts)
 *   npm run setup -- --list-sso
 *   npm run setup -- --remove-sso <id>
 *
 * The client secret may come from SSO_CLIENT_SECRET instead (it stays out of the shell's history).
 */
const USAGE = 'npm run setup -- --org "Your organisation" --member you@your-company.example';
const SSO_USAGE =
  'npm run setup -- --add-sso-oidc --name "Acme SSO" --domain acme.example --issuer https://idp.acme.example ' +
  '--client-id <id> --client-secret <secret> [--create-users]';
const MAX_CLIENT_CHARS = 512;
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/;

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

const OPTIONS = {
  org: { type: 'string' },
  member: { type: 'string', multiple: true },
  'remove-demo': { type: 'boolean' },
  'add-sso-oidc': { type: 'boolean' },
  'list-sso': { type: 'boolean' },
  'remove-sso': { type: 'string' },
  name: { type: 'string' },
  domain: { type: 'string', multiple: true },
  issuer: { type: 'string' },
  'client-id': { type: 'string' },
  'client-secret': { type: 'string' },
  'create-users': { type: 'boolean' },
} as const;
const argv = process.argv.slice(2);
// A SAML connection's flags are read by auth/saml-setup.ts itself.
const addingSaml = argv.includes('--add-sso-saml');
let args: ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];
try {
  args = addingSaml ? {} : parseArgs({ args: argv, options: OPTIONS }).values;
} catch (error) {
  fail(`${error instanceof Error ? error.message : error}\nUsage: ${USAGE}`);
}
const orgName = args.org?.trim();
const members = [...new Set((args.member ?? []).map((email) => email.trim().toLowerCase()))];
const removeDemo = args['remove-demo'] === true;
const onlyRemoveDemo = removeDemo && orgName === undefined && !members.length;
// One SSO action per run; a second kind of connection is one more `--add-sso-<kind>` here.
const ssoAction = addingSaml
  ? 'add-saml'
  : args['add-sso-oidc']
    ? 'add-oidc'
    : args['list-sso']
      ? 'list'
      : args['remove-sso'] !== undefined
        ? 'remove'
        : null;
if (!members.length && !onlyRemoveDemo && !ssoAction)
  fail(`Name at least one member with --member.\nUsage: ${USAGE}`);
const notEmail = members.find((email) => !isEmail(email));
if (notEmail !== undefined) fail(`--member ${notEmail} is not an e-mail address.`);
if (orgName !== undefined && (!orgName || orgName.length > MAX_NAME_CHARS)) {
  fail(`--org must be a name of 1 to ${MAX_NAME_CHARS} characters.`);
}

/** The connection `--add-sso-<kind>` describes, checked; exits naming the first flag that is wrong. */
function connectionFromArgs(kind: 'oidc'): SsoConnectionInput {
  const name = args.name?.trim() ?? '';
  if (!name || name.length > MAX_NAME_CHARS)
    fail(`--name must be a name of 1 to ${MAX_NAME_CHARS} characters.\nUsage: ${SSO_USAGE}`);
  const domains = [...new Set((args.domain ?? []).map((domain) => domain.trim().toLowerCase()))];
  if (!domains.length) fail(`Name at least one e-mail domain with --domain.\nUsage: ${SSO_USAGE}`);
  const badDomain = domains.find((domain) => !DOMAIN.test(domain));
  if (badDomain !== undefined) fail(`--domain ${badDomain} is not a domain name (acme.example, no @).`);
  const common = { name, domains, createUsers: args['create-users'] === true };
  const noSaml = { samlIdpSsoUrl: null, samlIdpEntityId: null, samlIdpCert: null };
  switch (kind) {
    case 'oidc': {
      const issuer = args.issuer?.trim() ?? '';
      if (issuer.length > MAX_URL_CHARS || !isAllowedIssuer(issuer)) {
        fail("--issuer must be the provider's https issuer URL (http only on 127.0.0.1 or localhost).");
      }
      const clientId = args['client-id']?.trim() ?? '';
      const clientSecret = args['client-secret'] ?? process.env.SSO_CLIENT_SECRET ?? '';
      if (!clientId || clientId.length > MAX_CLIENT_CHARS)
        fail(`--client-id must be 1 to ${MAX_CLIENT_CHARS} characters.`);
      if (!clientSecret || clientSecret.length > MAX_CLIENT_CHARS) {
        fail(`--client-secret (or SSO_CLIENT_SECRET) must be 1 to ${MAX_CLIENT_CHARS} characters.`);
      }
      return {
        kind,
        ...common,
        ...noSaml,
        oidcIssuer: issuer,
        oidcClientId: clientId,
        oidcClientSecret: clientSecret,
      };
    }
  }
}
const newConnection = ssoAction === 'add-oidc' ? connectionFromArgs('oidc') : null;

let config: ReturnType<typeof readConfig>;
try {
  // PUBLIC_ORIGIN, HOST and PORT as the server has them: a SAML connection prints its URLs from them.
  const { DATA_DIR, SECRETS_KEY, PUBLIC_ORIGIN, HOST, PORT } = process.env;
  config = readConfig({ DATA_DIR, SECRETS_KEY, PUBLIC_ORIGIN, HOST, PORT });
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
if (ssoAction) {
  const lines: string[] = [];
  if (ssoAction === 'add-saml') {
    try {
      lines.push(...addSsoSaml(db, config, argv).lines);
    } catch (error) {
      db.close();
      fail(error instanceof Error ? error.message : String(error));
    }
  } else if (newConnection) {
    const held = connectionHoldingDomain(db, newConnection.domains);
    if (held) {
      db.close();
      fail(
        `The connection "${held.name}" (${held.id}) already signs in one of these domains: remove it first.`,
      );
    }
    const added = insertSsoConnection(db, newConnection);
    const origin = process.env.PUBLIC_ORIGIN ? new URL(process.env.PUBLIC_ORIGIN).origin : 'PUBLIC_ORIGIN';
    lines.push(
      `Added the ${added.kind.toUpperCase()} connection "${added.name}" (${added.id}) for ${added.domains.join(', ')}` +
        `${added.createUsers ? ', creating app users on their first sign-in' : ''}.`,
      `Register this redirect URL at the provider: ${origin}${SSO_CALLBACK_PATH}`,
    );
  } else if (ssoAction === 'list') {
    const connections = listSsoConnections(db);
    if (!connections.length)
      lines.push('No SSO connections: everyone signs in with a one-time code or Google.');
    for (const c of connections) {
      const where =
        c.kind === 'oidc' ? `issuer ${c.oidcIssuer}, client ${c.oidcClientId}` : `IdP ${c.samlIdpEntityId}`;
      lines.push(
        `${c.id}  ${c.kind}  "${c.name}"  ${c.domains.join(', ')}  (${where}${c.createUsers ? ', creates users' : ''})`,
      );
    }
  } else {
    const id = args['remove-sso'] ?? '';
    lines.push(
      deleteSsoConnection(db, id) ? `Removed the SSO connection ${id}.` : `No SSO connection ${id}.`,
    );
  }
  db.close();
  for (const line of lines) console.log(line);
  process.exit(0);
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
