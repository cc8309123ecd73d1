import * as v from 'valibot';

/**
 * The statuses of a transfer that has ended: a destination's `last_completed_transfer` is the latest
 * of these (the server keeps it in server/db/transfer-summary.ts).
 */
export const COMPLETED_TRANSFER_STATUSES = [
  'SUCCESS',
  'ERROR',
  'PARTIAL_FAILURE',
  'CANCELLED',
  'ORPHANED',
  'EXPIRED',
] as const;

/** Transfer statuses (CONTRACT.md §5): queued or running, then completed; EXPIRED is shown gray. */
export const transferStatus = v.picklist(['PENDING', 'RUNNING', ...COMPLETED_TRANSFER_STATUSES]);
export type TransferStatus = v.InferOutput<typeof transferStatus>;

export const FREQUENCIES_MINUTES = [0, 15, 60, 360, 720, 1440] as const;

export const lastCompletedTransfer = v.object({
  id: v.optional(v.string()),
  status: transferStatus,
  rows_transferred: v.nullable(v.number()),
  ended_at: v.nullable(v.string()),
  submitted_at: v.optional(v.nullable(v.string())),
});

/**
 * A destination as read: flat at the top, vendor settings in one nested object keyed by the vendor
 * name (e.g. `postgres: {host, port, ...}`). Secrets are never returned, so the nested object is loose.
 */
export const destination = v.looseObject({
  id: v.string(),
  name: v.string(),
  vendor: v.string(),
  recipient_id: v.string(),
  id_in_provider_system: v.nullable(v.string()),
  is_enabled: v.boolean(),
  frequency_minutes: v.number(),
  products: v.array(v.string()),
  enabled_models: v.array(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
  last_successful_transfer_ended_at: v.nullable(v.string()),
  last_completed_transfer: v.nullable(lastCompletedTransfer),
});
export type Destination = v.InferOutput<typeof destination>;

export const destinationListReply = v.object({ destinations: v.array(destination) });
export const destinationReply = v.object({ destination });

/**
 * A destination as sent (CONTRACT.md §6): `vendor, name, recipient_id, enabled_models,
 * frequency_minutes, is_enabled` at the top and the vendor settings nested under the vendor key. An
 * update sends a sparse subset. The server validates the nested part against the vendor's form.
 */
export const destinationWrite = v.record(v.string(), v.unknown());
export type DestinationWrite = v.InferOutput<typeof destinationWrite>;
export const destinationWriteBody = v.object({ destination: destinationWrite });

/** A connection test's outcome: `status` "success" or "error", and the system's message. */
export const connectionTestReply = v.object({
  status: v.picklist(['success', 'error']),
  message: v.string(),
});
export type ConnectionTest = v.InferOutput<typeof connectionTestReply>;

/** `POST /destinations/{id}/test-connection`: unsaved changes are optional (sparse, like an update). */
export const destinationTestBody = v.object({ destination: v.optional(destinationWrite) });
