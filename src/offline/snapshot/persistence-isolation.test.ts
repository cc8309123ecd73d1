import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { Environment } from '../../api/schemas/envelope.ts';
import { databaseNames, newClient, newEmail, storedRows } from '../../test-support/offline.ts';
import { createPersistence } from '../persistence.ts';

const prodList = ['prod', 'destinations', 'list', {}];
const stagingList = ['staging', 'destinations', 'list', {}];

async function restoredClient(email: string, environment: Environment) {
  const client = newClient();
  const persistence = createPersistence(client);
  await persistence.activate(email, environment);
  persistence.deactivate();
  return client;
}

describe('environments', () => {
  it('keeps prod and staging snapshots apart', async () => {
    const email = newEmail();
    const client = newClient();
    const persistence = createPersistence(client, { writeThrottleMs: 60_000, backgroundWriteMs: 60_000 });

    await persistence.activate(email, 'prod');
    client.setQueryData(prodList, ['prod destination']);
    // A staging query finishing while prod is active (a late reply after the switch) is not written.
    client.setQueryData(stagingList, ['late staging reply']);
    await persistence.flush();

    await persistence.activate(email, 'staging');
    client.setQueryData(stagingList, ['staging destination']);
    await persistence.flush();
    persistence.deactivate();

    expect((await storedRows(email, 'prod')).map((row) => row.key)).toEqual([prodList]);
    expect((await storedRows(email, 'staging')).map((row) => row.state.data)).toEqual([
      ['staging destination'],
    ]);

    const prod = await restoredClient(email, 'prod');
    expect(prod.getQueryData(prodList)).toEqual(['prod destination']);
    expect(prod.getQueryData(stagingList)).toBeUndefined();

    const staging = await restoredClient(email, 'staging');
    expect(staging.getQueryData(stagingList)).toEqual(['staging destination']);
    expect(staging.getQueryData(prodList)).toBeUndefined();
  });
});

describe('users', () => {
  it('gives another user another database that never shows the first user’s data', async () => {
    const alice = newEmail();
    const bob = newEmail();
    const client = newClient();
    const persistence = createPersistence(client, { writeThrottleMs: 60_000, backgroundWriteMs: 60_000 });
    await persistence.activate(alice, 'prod');
    client.setQueryData(prodList, ['alice destination']);
    await persistence.flush();
    persistence.deactivate();

    const bobsClient = await restoredClient(bob, 'prod');
    expect(bobsClient.getQueryData(prodList)).toBeUndefined();
    expect(await storedRows(bob, 'prod')).toEqual([]);
    expect(await storedRows(alice, 'prod')).toHaveLength(1);
  });

  it('names databases by a hash of the e-mail, whatever its case, never by the e-mail itself', async () => {
    const email = newEmail();
    const client = newClient();
    const persistence = createPersistence(client);
    await persistence.activate(email.toUpperCase(), 'prod');
    client.setQueryData(prodList, ['x']);
    await persistence.flush();
    persistence.deactivate();

    expect((await restoredClient(email.toLowerCase(), 'prod')).getQueryData(prodList)).toEqual(['x']);
    const names = await databaseNames();
    expect(names.some((name) => /^console-cache:[0-9a-f]{16}:prod$/.test(name))).toBe(true);
    expect(names.join(' ').toLowerCase()).not.toContain('example.com');
  });
});
