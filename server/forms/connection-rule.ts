import type { ConnectionTest } from '../../src/api/schemas/destination.ts';
import { SECRET_FIELDS } from '../../src/api/schemas/vendor.ts';

/**
 * Connection tests cannot reach customer systems from a demo server, so they follow a fixed rule
 * (README "Connection tests"), checked in this order, each failing with the message the real system
 * would give:
 *   1. a host, bucket or storage account name ending in `.invalid` → the name does not resolve;
 *   2. port (or SSH tunnel port) 1 → connection refused;
 *   3. any secret equal to `wrong-password` → authentication failed;
 *   otherwise → 'Connection successful!'.
 */
export const CONNECTION_SUCCESS_MESSAGE = 'Connection successful!';
export const UNRESOLVABLE_SUFFIX = '.invalid';
export const REFUSED_PORT = 1;
export const WRONG_SECRET = 'wrong-password';

const POSTGRES_LIKE = new Set(['postgres', 'aurora_postgres', 'redshift', 'redshift_serverless']);
const MYSQL_LIKE = new Set(['mysql', 'aurora_mysql']);
const GCS_BUCKETS = new Set(['bigquery', 'gcs']);

type Leaves = Map<string, unknown>;

/** Every leaf of the vendor object by its own name (the form's flattening). */
function leavesOf(value: unknown, into: Leaves = new Map()): Leaves {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (inner && typeof inner === 'object' && !Array.isArray(inner)) leavesOf(inner, into);
      else into.set(key, inner);
    }
  }
  return into;
}

const str = (leaves: Leaves, name: string) => {
  const value = leaves.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

function unresolvable(vendor: string, field: string, name: string, leaves: Leaves): string {
  if (field === 'ssh_tunnel_host')
    return `ssh: Could not resolve hostname ${name}: Name or service not known`;
  if (field === 'storage_account_name') return `getaddrinfo ENOTFOUND ${name}.blob.core.windows.net`;
  if (field === 'bucket_name') {
    return GCS_BUCKETS.has(vendor) || leaves.get('bucket_vendor') === 'bucket_gcs'
      ? `googleapi: Error 404: The specified bucket does not exist., notFound (gs://${name})`
      : `NoSuchBucket: The specified bucket does not exist (s3://${name})`;
  }
  if (POSTGRES_LIKE.has(vendor))
    return `could not translate host name "${name}" to address: Name or service not known`;
  if (MYSQL_LIKE.has(vendor)) return `Unknown MySQL server host '${name}' (-2)`;
  if (vendor === 'sql_server') return `TCP Provider: No such host is known (${name}).`;
  if (vendor === 'oracle')
    return `ORA-12545: Connect failed because target host or object does not exist (${name})`;
  if (vendor === 'sftp') return `ssh: Could not resolve hostname ${name}: Name or service not known`;
  if (vendor === 'mongodb') return `MongoServerSelectionError: getaddrinfo ENOTFOUND ${name}`;
  return `getaddrinfo ENOTFOUND ${name}`;
}

function refused(vendor: string, host: string, tunnel: boolean): string {
  if (tunnel) return `ssh: connect to host ${host} port ${REFUSED_PORT}: Connection refused`;
  if (POSTGRES_LIKE.has(vendor)) {
    return `connection to server at "${host}", port ${REFUSED_PORT} failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?`;
  }
  if (MYSQL_LIKE.has(vendor)) return `Can't connect to MySQL server on '${host}:${REFUSED_PORT}' (111)`;
  if (vendor === 'oracle')
    return `ORA-12541: Cannot connect. No listener at host ${host} port ${REFUSED_PORT}.`;
  return `connect ECONNREFUSED ${host}:${REFUSED_PORT}`;
}

function rejected(vendor: string, secret: string, leaves: Leaves): string {
  const user = str(leaves, 'username') || str(leaves, 'ssh_tunnel_username');
  if (secret !== 'password') {
    if (secret === 'access_token') return 'Invalid access token. (HTTP 401: Unauthorized)';
    if (secret === 'shared_access_signature_token' || secret === 'storage_account_access_key') {
      return 'AuthenticationFailed: Server failed to authenticate the request. Make sure the value of Authorization header is formed correctly including the signature.';
    }
    return 'SignatureDoesNotMatch: The request signature we calculated does not match the signature you provided. Check your key and signing method.';
  }
  if (POSTGRES_LIKE.has(vendor)) return `password authentication failed for user "${user}"`;
  if (MYSQL_LIKE.has(vendor)) return `Access denied for user '${user}'@'%' (using password: YES)`;
  if (vendor === 'sql_server') return `Login failed for user '${user}'.`;
  if (vendor === 'oracle') return 'ORA-01017: invalid username/password; logon denied';
  if (vendor === 'snowflake') return 'Incorrect username or password was specified.';
  if (vendor === 'clickhouse') {
    return `Code: 516. DB::Exception: ${user}: Authentication failed: password is incorrect, or there is no user with such name. (AUTHENTICATION_FAILED)`;
  }
  if (vendor === 'mongodb') return 'MongoServerError: Authentication failed.';
  return `ssh: handshake failed: ssh: unable to authenticate, attempted methods [none password], no supported methods remain (user ${user})`;
}

/** `vendorObject` holds the vendor settings with the secrets merged in. */
export function connectionOutcome(vendor: string, vendorObject: unknown): ConnectionTest {
  const leaves = leavesOf(vendorObject);
  const tunnel = leaves.get('use_ssh_tunnel') === true;
  const hostFields = [...(tunnel ? ['ssh_tunnel_host'] : []), 'host', 'bucket_name', 'storage_account_name'];
  for (const field of hostFields) {
    const name = str(leaves, field);
    if (name.toLowerCase().endsWith(UNRESOLVABLE_SUFFIX)) {
      return { status: 'error', message: unresolvable(vendor, field, name, leaves) };
    }
  }
  if (tunnel && leaves.get('ssh_tunnel_port') === REFUSED_PORT) {
    return { status: 'error', message: refused(vendor, str(leaves, 'ssh_tunnel_host'), true) };
  }
  if (leaves.get('port') === REFUSED_PORT) {
    return { status: 'error', message: refused(vendor, str(leaves, 'host'), false) };
  }
  const wrong = SECRET_FIELDS.find((name) => leaves.get(name) === WRONG_SECRET);
  if (wrong) return { status: 'error', message: rejected(vendor, wrong, leaves) };
  return { status: 'success', message: CONNECTION_SUCCESS_MESSAGE };
}
