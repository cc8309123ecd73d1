import type { Destination, TransferStatus } from '../api/schemas/destination.ts';

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
 * §6 with its password withheld. (server/testing/destination-fixtures.ts holds the create body the
 * server's tests send; src/ may not import server/, and that body carries the password.)
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
  postgres: {
    host: 'db.acme.io',
    port: 5432,
    database: 'prod',
    schema: 'export',
    auth_method: 'password_auth',
    password_auth: { username: 'u' },
    use_ssh_tunnel: true,
    ssh_tunnel: { ssh_tunnel_host: 'bastion', ssh_tunnel_port: 22, ssh_tunnel_username: 'prequel' },
    disable_ssl: false,
  },
};
