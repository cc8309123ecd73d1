import * as v from 'valibot';
import type { Environment } from '../../../src/api/schemas/envelope.ts';
import { type SourceVendor, sourceVendor } from '../../../src/api/schemas/source.ts';
import { readPath } from '../../../src/api/wire/field-paths.ts';
import type { Db } from '../../db/connection.ts';
import { HttpError } from '../../http/envelope.ts';
import { type SourceRecord, sourceNameTaken } from '../../store/source-writes.ts';
import { validateDestination } from '../validate-destination.ts';
import { sourceForm } from './source-form.ts';
import type { SourceFormContext } from './source-vendor-fields.ts';

/**
 * Turns a prepared source (create, or stored + sparse change for an update) into what is stored, or
 * fails naming the field: 422 for the form's rules, 409 when another source of the environment has
 * that name. The walk and checks are the destination ones (forms/validate-destination.ts).
 */
export function readSourceVendor(prepared: Record<string, unknown>): SourceVendor {
  const raw = prepared.vendor;
  if (raw === undefined || raw === null || raw === '') throw new HttpError(422, 'vendor: vendor is required');
  const parsed = v.safeParse(sourceVendor, raw);
  if (!parsed.success) {
    throw new HttpError(
      422,
      `vendor: vendor must be a supported source vendor (received ${JSON.stringify(raw)})`,
    );
  }
  return parsed.output;
}

/** The secondary key exists only after a rotation; say so rather than "not allowed". */
function checkKeyChoice(ctx: SourceFormContext, vendor: SourceVendor, prepared: Record<string, unknown>) {
  const tunnel = readPath(prepared, [vendor, 'use_ssh_tunnel']) === true;
  const choice = readPath(prepared, [vendor, 'ssh_tunnel', 'existing_ssh_key']);
  if (tunnel && choice === 'secondary' && !ctx.keys.secondary) {
    throw new HttpError(
      422,
      `${vendor}.ssh_tunnel.existing_ssh_key: the organisation has no secondary SSH key (rotating the primary key makes one)`,
    );
  }
}

function validate(ctx: SourceFormContext, prepared: Record<string, unknown>, scope: 'all' | 'connection') {
  const vendor = readSourceVendor(prepared);
  checkKeyChoice(ctx, vendor, prepared);
  const result = validateDestination(sourceForm(ctx, vendor).form, prepared, scope);
  if (!result.ok) throw new HttpError(422, result.problems.join('; '));
  return { vendor, value: result.value };
}

/** What a connection test needs: the vendor settings and, apart, their secrets. */
export function readSourceConnectionInput(ctx: SourceFormContext, prepared: Record<string, unknown>) {
  const { vendor, value } = validate(ctx, prepared, 'connection');
  return {
    vendor,
    settings: (value.settings[vendor] ?? {}) as Record<string, unknown>,
    secrets: (value.secrets[vendor] ?? {}) as Record<string, unknown>,
  };
}

export function readSourceInput(
  db: Db,
  environment: Environment,
  ctx: SourceFormContext,
  prepared: Record<string, unknown>,
  existingId = '',
): { vendor: SourceVendor; record: SourceRecord } {
  const { vendor, value } = validate(ctx, prepared, 'all');
  const name = String(value.top.name).trim();
  if (sourceNameTaken(db, environment, name, existingId))
    throw new HttpError(409, `name: a source named ${JSON.stringify(name)} already exists`);
  return { vendor, record: { name, settings: value.settings, secrets: value.secrets } };
}
