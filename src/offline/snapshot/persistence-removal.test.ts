import 'fake-indexeddb/auto';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { newClient, newEmail, storedRows } from '../../test-support/offline.ts';
import { createPersistence } from '../persistence.ts';

const detailKey = (id: string) => ['prod', 'destinations', 'detail', id];
const listKey = ['prod', 'destinations', 'list', { page_size: 30 }];
const hashes = async (email: string) => (await storedRows(email, 'prod')).map((row) => row.hash).sort();

/** A signed-in client that has saved a list and two destinations. */
async function savedSnapshot() {
  const email = newEmail();
  const client = newClient();
  const persistence = createPersistence(client, { writeThrottleMs: 60_000, backgroundWriteMs: 60_000 });
  await persistence.activate(email, 'prod');
  client.setQueryData(listKey, ['d1', 'd2']);
  client.setQueryData(detailKey('d1'), { id: 'd1' });
  client.setQueryData(detailKey('d2'), { id: 'd2' });
  await persistence.flush();
  expect(await storedRows(email, 'prod')).toHaveLength(3);
  return { email, client, persistence };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('queries removed on purpose', () => {
  it('lose their row when removed while on screen, so a reload does not bring a deleted item back', async () => {
    const { email, client, persistence } = await savedSnapshot();
    const observer = new QueryObserver(client, { queryKey: detailKey('d1'), enabled: false });
    const stop = observer.subscribe(() => {});

    client.removeQueries({ queryKey: detailKey('d1') });
    await settle();
    await persistence.flush();

    expect(await hashes(email)).toEqual([JSON.stringify(detailKey('d2')), JSON.stringify(listKey)].sort());
    stop();
    persistence.deactivate();
  });

  it('lose their row when removed after the screen was left (delete, then go to the list)', async () => {
    const { email, client, persistence } = await savedSnapshot();
    client.removeQueries({ queryKey: detailKey('d2') });
    await settle();
    await persistence.flush();
    expect(await hashes(email)).not.toContain(JSON.stringify(detailKey('d2')));
    expect(await storedRows(email, 'prod')).toHaveLength(2);
    persistence.deactivate();
  });

  it('get a new row when the same query is loaded again before the batch is written', async () => {
    const { email, client, persistence } = await savedSnapshot();
    client.removeQueries({ queryKey: detailKey('d1') });
    client.setQueryData(detailKey('d1'), { id: 'd1', name: 'Loaded again' });
    await settle();
    await persistence.flush();
    const row = (await storedRows(email, 'prod')).find((r) => r.hash === JSON.stringify(detailKey('d1')));
    expect(row?.state.data).toEqual({ id: 'd1', name: 'Loaded again' });
    persistence.deactivate();
  });
});

describe('queries no longer shown', () => {
  it('keep their row when the screen is left, so it can still be read offline', async () => {
    const { email, client, persistence } = await savedSnapshot();
    const observer = new QueryObserver(client, { queryKey: detailKey('d1'), enabled: false });
    observer.subscribe(() => {})();
    await settle();
    await persistence.flush();
    expect(await storedRows(email, 'prod')).toHaveLength(3);
    persistence.deactivate();
  });

  it('and leaving the session (sign-in of another user, sign-out) deletes no row: it stops saving first', async () => {
    const { email, client, persistence } = await savedSnapshot();
    persistence.deactivate();
    client.clear();
    await settle();
    expect(await storedRows(email, 'prod')).toHaveLength(3);
  });
});

describe('two tabs of one user', () => {
  it('a tab collecting a query it left unused never deletes the newer row another tab saved', async () => {
    const { email, client: older, persistence: olderTab } = await savedSnapshot();
    // A second tab opens later, and saves d1 again when it is shown there.
    const client = newClient();
    const newerTab = createPersistence(client, { writeThrottleMs: 60_000, backgroundWriteMs: 60_000 });
    await newerTab.activate(email, 'prod');
    await new Promise((resolve) => setTimeout(resolve, 5));
    client.setQueryData(detailKey('d1'), { id: 'd1', name: 'Seen in the newer tab' });
    await newerTab.flush();

    // The older tab's copy of d1 is garbage-collected (gcTime after it was last used there).
    const query = older.getQueryCache().find({ queryKey: detailKey('d1'), exact: true });
    if (!query) throw new Error('d1 is not in the older tab');
    older.getQueryCache().remove(query);
    await settle();
    await olderTab.flush();

    const row = (await storedRows(email, 'prod')).find((r) => r.hash === JSON.stringify(detailKey('d1')));
    expect(row?.state.data).toEqual({ id: 'd1', name: 'Seen in the newer tab' });
    olderTab.deactivate();
    newerTab.deactivate();
  });
});
