import { describe, expect, it } from 'vitest';
import type { Destination } from '../../../api/schemas/destination.ts';
import { root } from '../../../api/wire/form-fixture.ts';
import { acmeDestination } from '../../../test-support/destination.ts';
import { enabledModelsText, frequencyText, vendorDetailItems } from './detail-fields.ts';

/** The stored example as the server returns it once its SSH tunnel has a key pair. */
const postgres = acmeDestination.postgres as { ssh_tunnel: object };
const stored: Destination = {
  ...acmeDestination,
  postgres: { ...postgres, ssh_tunnel: { ...postgres.ssh_tunnel, ssh_public_key: 'ssh-rsa AAAAB3Nza acme' } },
};

describe('vendorDetailItems', () => {
  it('lists the visible vendor fields by label, hiding the password and internal fields', () => {
    const items = vendorDetailItems(root, stored);
    expect(items.map((i) => i.label)).toEqual([
      'Host',
      'Port',
      'Database',
      'Schema',
      'Authentication method',
      'Username',
      'Use SSH Tunnel',
      'Ssh tunnel host',
      'Ssh tunnel port',
      'Ssh tunnel username',
      'Ssh public key',
      'Disable ssl',
      'Ssl root certificate',
    ]);
    expect(items.map((i) => i.label)).not.toContain('Password');
  });

  it('shows enums by display text, booleans as Yes/No and the public key in a box', () => {
    const byLabel = new Map(vendorDetailItems(root, stored).map((i) => [i.label, i]));
    expect(byLabel.get('Authentication method')?.value).toBe('Password');
    expect(byLabel.get('Use SSH Tunnel')?.value).toBe('Yes');
    expect(byLabel.get('Disable ssl')?.value).toBe('No');
    expect(byLabel.get('Port')?.value).toBe('5432');
    expect(byLabel.get('Ssh public key')).toEqual({
      label: 'Ssh public key',
      value: 'ssh-rsa AAAAB3Nza acme',
      monospace: true,
    });
    expect(byLabel.get('Ssl root certificate')).toEqual({ label: 'Ssl root certificate', value: 'N/A' });
  });

  it("says 'No' for an SSH tunnel that is off, and hides the tunnel's fields", () => {
    const noTunnel = {
      ...stored,
      postgres: { ...(stored.postgres as object), use_ssh_tunnel: false, ssh_tunnel: undefined },
    };
    const items = vendorDetailItems(root, noTunnel);
    expect(items.find((i) => i.label === 'Use SSH Tunnel')?.value).toBe('No');
    expect(items.some((i) => i.label.startsWith('Ssh tunnel'))).toBe(false);
  });

  it('hides the service account key and shows constants', () => {
    const bigquery: Destination = {
      ...stored,
      vendor: 'bigquery',
      postgres: undefined,
      bigquery: {
        project_id: 'p',
        schema: 's',
        auth_method: 'gcp_service_account_role',
        bucket_vendor: 'bucket_gcs',
        bucket_gcs: { bucket_name: 'b' },
      },
    };
    const items = vendorDetailItems(root, bigquery);
    expect(items.map((i) => i.label)).not.toContain('Service account key');
    expect(items.find((i) => i.label === 'Service account')?.value).toBe(
      'prequel@acme.iam.gserviceaccount.com',
    );
    expect(items.find((i) => i.label === 'Bucket vendor')?.value).toBe('Google Cloud Storage');
    expect(items.find((i) => i.label === 'Bucket name')?.value).toBe('b');
  });
});

describe('frequencyText and enabledModelsText', () => {
  it("reads 0 as 'Default org frequency' and known frequencies in words", () => {
    expect(frequencyText(0)).toBe('Default org frequency');
    expect(frequencyText(60)).toBe('Every hour');
    expect(frequencyText(45)).toBe('Every 45 minutes');
  });

  it("summarises enabled models as 'No models', 'All available models' or a sorted list", () => {
    expect(enabledModelsText([])).toBe('No models');
    expect(enabledModelsText(['*'])).toBe('All available models');
    expect(enabledModelsText(['orders', 'customers'])).toBe('customers, orders');
  });
});
