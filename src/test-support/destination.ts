import type { Destination, TransferStatus } from '../api/schemas/destination.ts';
import { workedExample } from '../api/wire/form-fixture.ts';

/** A destination whose last completed transfer ended with `status` (null: none yet), for tests. */
export function destination(id: string, status: TransferStatus | null): Destination {
  return {
    id,
    name: id,
    vendor: 'postgres',
    recipient_id: 'r1',
    id_in_provider_system: null,
    is_enabled: true,
    frequency_minutes: 0,
    products: [],
    enabled_models: ['*'],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    last_successful_transfer_ended_at: null,
    last_completed_transfer: status
      ? { status, rows_transferred: 10, ended_at: '2026-01-02T00:00:00Z' }
      : null,
  };
}

/**
 * A stored postgres destination as GET /destinations/{id} returns it: the worked example of CONTRACT.md
 * §6 (src/api/wire/form-fixture.ts) with its password withheld.
 */
export const acmeDestination: Destination = {
  id: 'd1',
  name: 'acme',
  vendor: 'postgres',
  recipient_id: 'r1',
  id_in_provider_system: 'acme',
  is_enabled: true,
  frequency_minutes: 0,
  products: ['core'],
  enabled_models: ['orders', 'customers'],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  last_successful_transfer_ended_at: null,
  last_completed_transfer: null,
  postgres: { ...workedExample.postgres, password_auth: { username: 'u' } },
};
