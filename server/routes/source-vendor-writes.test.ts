import { describe, expect, it } from 'vitest';
import { setup } from '../testing/source-fixtures.ts';

describe('source forms of other vendors', () => {
  it('accepts every seeded source as it is (a rename passes the form) in both environments', async () => {
    const { t, cookie } = await setup();
    const rows = t.db.prepare('SELECT id, environment, name FROM sources').all() as {
      id: string;
      environment: string;
      name: string;
    }[];
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      const res = await t.call('PATCH', `/api/sources/${row.id}`, {
        cookie,
        headers: { Environment: row.environment },
        body: { source: { name: `${row.name} (renamed)` } },
      });
      expect(res.status, `${row.name}: ${res.text}`).toBe(200);
    }
  });

  it('checks BigQuery JSON keys and the Databricks Hive bucket, storing only the chosen branch', async () => {
    const { create } = await setup();
    const bigquery = (service_account_key: unknown) => ({
      vendor: 'bigquery',
      name: 'Events warehouse',
      bigquery: {
        project_id: 'acme-123',
        auth_method: 'gcp_service_account_key',
        gcp_service_account_key: { service_account_key },
        bucket_gcs: { bucket_name: 'acme-exports', bucket_region: 'us-central1' },
      },
    });
    const badKey = await create(bigquery('{not json'));
    expect(badKey.status).toBe(422);
    expect(badKey.json.message).toBe(
      'bigquery.gcp_service_account_key.service_account_key must be valid JSON',
    );
    const good = await create(bigquery({ type: 'service_account', private_key: 'k' }));
    expect(good.status).toBe(200);
    expect(good.text).not.toContain('private_key');

    const databricks = (metastore: string) => ({
      vendor: 'databricks',
      name: `Lakehouse ${metastore}`,
      databricks: {
        host: 'dbc-1.cloud.databricks.com',
        http_path: '/sql/1.0/warehouses/1',
        auth_method: 'access_token_auth',
        access_token_auth: { access_token: 'dapi-secret' },
        metastore,
        bucket_name: 'left-over',
      },
    });
    const hive = await create(databricks('hive'));
    expect(hive.status).toBe(422);
    expect(hive.json.message).toContain('databricks.bucket_vendor is required for the Hive metastore');
    const unity = await create(databricks('unity_catalog'));
    expect(unity.status).toBe(200);
    expect(unity.json.data.source.databricks).not.toHaveProperty('bucket_name');
    expect(unity.text).not.toContain('dapi-secret');
  });
});
