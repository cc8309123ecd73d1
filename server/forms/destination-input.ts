import * as v from 'valibot';
import type { Environment } from '../../src/api/schemas/envelope.ts';
import { type DestinationVendor, destinationVendor } from '../../src/api/schemas/vendor.ts';
import type { Db } from '../db/connection.ts';
import { HttpError } from '../http/envelope.ts';
import { type DestinationRecord, nameTaken } from '../store/destination-writes.ts';
import { modelNamesOfProducts, productIdByName } from '../store/products.ts';
import { recipientExists, recipientProductIds } from '../store/recipients.ts';
import { destinationForm } from './destination-form.ts';
import type { FormContext } from './form-context.ts';
import { validateDestination } from './validate-destination.ts';

/**
 * Turns a prepared destination (create, or stored + sparse change for an update) into what is
 * stored, or fails naming the field: 422 for the form's rules and unknown references, 409 when the
 * recipient already has a destination of that name. Products default to the recipient's products;
 * enabled models must be `["*"]` or models of those products.
 */
export const ALL_MODELS = '*';

export function readVendorOf(prepared: Record<string, unknown>): DestinationVendor {
  if (prepared.vendor === undefined || prepared.vendor === null || prepared.vendor === '') {
    throw new HttpError(422, 'vendor: vendor is required');
  }
  const parsed = v.safeParse(destinationVendor, prepared.vendor);
  if (!parsed.success) {
    throw new HttpError(
      422,
      `vendor: vendor must be a supported destination vendor (received ${JSON.stringify(prepared.vendor)})`,
    );
  }
  return parsed.output;
}

/** Checks only what a connection test needs; returns the vendor settings with secrets. */
export function readConnectionInput(ctx: FormContext, prepared: Record<string, unknown>) {
  const vendor = readVendorOf(prepared);
  const result = validateDestination(destinationForm(ctx, vendor).form, prepared, 'connection');
  if (!result.ok) throw new HttpError(422, result.problems.join('; '));
  const settings = (result.value.settings[vendor] ?? {}) as Record<string, unknown>;
  const secrets = (result.value.secrets[vendor] ?? {}) as Record<string, unknown>;
  return { vendor, settings, secrets };
}

function productIdsFor(
  db: Db,
  environment: Environment,
  prepared: Record<string, unknown>,
  recipientId: string,
) {
  const names = prepared.products;
  if (names === undefined || names === null) {
    return recipientProductIds(db, recipientId);
  }
  if (!Array.isArray(names) || names.some((n) => typeof n !== 'string')) {
    throw new HttpError(422, 'products: products must be a list of product names');
  }
  return names.map((name: string) => {
    const id = productIdByName(db, environment, name);
    if (!id) throw new HttpError(422, `products: no product named ${JSON.stringify(name)}`);
    return id;
  });
}

function enabledModels(db: Db, raw: unknown, productIds: string[]): string[] {
  if (!Array.isArray(raw) || raw.some((m) => typeof m !== 'string')) {
    throw new HttpError(
      422,
      'enabled_models: enabled_models must be a list of model names, or ["*"] for all',
    );
  }
  const models = [...new Set(raw as string[])].sort();
  if (models.length === 0) throw new HttpError(422, 'enabled_models: select at least one model');
  if (models.includes(ALL_MODELS)) {
    if (models.length > 1)
      throw new HttpError(422, 'enabled_models: "*" (all models) must be the only entry');
    return models;
  }
  const available = modelNamesOfProducts(db, productIds);
  const missing = models.filter((m) => !available.has(m));
  if (missing.length) {
    throw new HttpError(
      422,
      `enabled_models: ${missing.map((m) => JSON.stringify(m)).join(', ')} not in the destination's products`,
    );
  }
  return models;
}

export function readDestinationInput(
  db: Db,
  environment: Environment,
  ctx: FormContext,
  prepared: Record<string, unknown>,
  existingId?: string,
): { vendor: DestinationVendor; record: DestinationRecord } {
  const vendor = readVendorOf(prepared);
  const result = validateDestination(destinationForm(ctx, vendor).form, prepared);
  if (!result.ok) throw new HttpError(422, result.problems.join('; '));
  const { top, settings, secrets } = result.value;
  const name = String(top.name).trim();
  const recipientId = String(top.recipient_id);
  if (!recipientExists(db, environment, recipientId))
    throw new HttpError(422, `recipient_id: no recipient with id ${JSON.stringify(recipientId)}`);
  const productIds = productIdsFor(db, environment, prepared, recipientId);
  const models = enabledModels(db, top.enabled_models, productIds);
  if (nameTaken(db, environment, recipientId, name, existingId)) {
    throw new HttpError(409, `name: this recipient already has a destination named ${JSON.stringify(name)}`);
  }
  return {
    vendor,
    record: {
      name,
      recipient_id: recipientId,
      enabled_models: models,
      frequency_minutes: typeof top.frequency_minutes === 'number' ? top.frequency_minutes : 0,
      is_enabled: top.is_enabled !== false,
      productIds,
      settings,
      secrets,
    },
  };
}
