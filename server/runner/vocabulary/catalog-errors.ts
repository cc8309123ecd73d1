import type { Rng } from './prng.ts';

/**
 * Failure messages a transfer to each kind of vendor plausibly reports, with a short trace in the
 * style of the loader's logs. `{schema}`, `{model}` and `{host}` are filled in per destination.
 */
const BY_FAMILY: Record<string, string[]> = {
  sql: [
    'permission denied for schema {schema}',
    'column "discount_code" of relation "{model}" does not exist',
    'connection to server at "{host}" failed: Connection timed out',
    'could not extend file: No space left on device',
  ],
  snowflake: [
    "SQL compilation error: Object '{schema}.{model}' does not exist or not authorized.",
    'Warehouse LOADING_WH was suspended and could not be resumed.',
    'Incorrect username or password was specified.',
  ],
  bigquery: [
    '403 Access Denied: Dataset {schema}: Permission bigquery.tables.create denied.',
    '400 Provided Schema does not match Table {schema}.{model}.',
  ],
  bucket: [
    'AccessDenied: not authorized to perform s3:PutObject on the export bucket',
    'The specified bucket does not exist.',
    'Request has expired: the signed URL is no longer valid.',
  ],
  databricks: [
    '[TABLE_OR_VIEW_NOT_FOUND] The table or view `{schema}`.`{model}` cannot be found.',
    'Invalid access token.',
  ],
  sftp: ['ssh: handshake failed: ssh: unable to authenticate, attempted methods [none publickey]'],
  mongodb: ['not authorized on {schema} to execute command { insert: "{model}" }'],
};

const FAMILY: Record<string, string> = {
  snowflake: 'snowflake',
  bigquery: 'bigquery',
  databricks: 'databricks',
  delta_lake: 'bucket',
  s3: 'bucket',
  s3_compatible: 'bucket',
  gcs: 'bucket',
  abs: 'bucket',
  athena: 'bucket',
  sftp: 'sftp',
  mongodb: 'mongodb',
};

export function pickFailure(rng: Rng, vendor: string): string {
  return rng.pick(BY_FAMILY[FAMILY[vendor] ?? 'sql'] ?? []);
}

export function modelError(template: string, ctx: { schema: string; model: string; host: string }) {
  const message = template
    .replaceAll('{schema}', ctx.schema)
    .replaceAll('{model}', ctx.model)
    .replaceAll('{host}', ctx.host);
  const trace = [
    `error loading model ${ctx.model}: ${message}`,
    `  at loader.writeBatch (loader/write.go:214)`,
    `  at loader.(*Job).loadModel (loader/job.go:388)`,
    `  at runner.(*Transfer).Run (runner/transfer.go:142)`,
  ].join('\n');
  return { message, trace };
}
