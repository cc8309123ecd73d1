import { describe, expect, it } from 'vitest';
import type { WebhookEvent } from '../../src/api/schemas/webhook.ts';
import { quietDestination, runSteps, STEP_MS, setHistory, statusOf } from '../testing/runner-helpers.ts';
import { appWithWebhook } from '../testing/webhook-app.ts';
import { postSignatureOk, receiver } from '../testing/webhook-receiver.ts';

/**
 * End to end through the real app, engine and a local HTTP receiver: a destination change and a
 * finished transfer each reach a subscribed webhook as a signed delivery that verifies with the
 * published key, and a failing receiver gets the same delivery again.
 */
const FINAL = ['SUCCESS', 'ERROR', 'PARTIAL_FAILURE'];
const MAX_STEPS = 400;

async function setup(url: string, events: WebhookEvent[]) {
  const app = await appWithWebhook({ vendor: 'generic_post', url, events }, { runnerStepMs: STEP_MS });
  return { ...app, destination: quietDestination(app.t.db) };
}

describe('webhook deliveries of server events', () => {
  it('delivers export_destination.updated after PATCH /destinations/{id}, retried after a 503', async () => {
    const { received, base } = await receiver([503, 200]);
    const { t, cookie, publicKey, destination, deliveries } = await setup(`${base}/hook`, [
      'export_destination.updated',
    ]);
    const res = await t.call('PATCH', `/api/destinations/${destination.id}`, {
      cookie,
      body: { destination: { name: 'Renamed by webhook test' } },
    });
    expect(res.status).toBe(200);
    await t.webhooks.idle();

    expect(received).toHaveLength(2);
    const [first, second] = received;
    expect(second?.body).toBe(first?.body);
    const body = JSON.parse(second?.body ?? '{}');
    expect(body).toMatchObject({
      type: 'export_destination.updated',
      api_version: '2023-10-15',
      data: { destination: { id: destination.id, name: 'Renamed by webhook test' } },
    });
    expect(postSignatureOk(publicKey, first)).toBe(true);
    expect(postSignatureOk(publicKey, second)).toBe(true);
    // A body changed on the way no longer verifies.
    expect(postSignatureOk(publicKey, second && { ...second, body: `${second.body} ` })).toBe(false);
    expect((await deliveries()).map((d) => [d.attempt, d.status_code, d.succeeded])).toEqual([
      [1, 503, false],
      [2, 200, true],
    ]);
  });

  it('delivers transfer.success or transfer.error once the runner finishes a transfer, retried after a 500', async () => {
    // Seeded transfers of other destinations may finish meanwhile: only this transfer's first try fails.
    let transferId = '';
    let failed = false;
    const { received, base } = await receiver((request) => {
      if (failed || !request.body.includes(transferId)) return 200;
      failed = true;
      return 500;
    });
    const { t, cookie, publicKey, destination, deliveries } = await setup(`${base}/hook`, [
      'transfer.success',
      'transfer.error',
    ]);
    setHistory(t.db, destination.id, new Date(t.now() - 3_600_000).toISOString());
    const started = await t.call('POST', `/api/destinations/${destination.id}/transfer`, {
      cookie,
      body: {},
    });
    expect(started.status).toBe(200);
    transferId = started.json.data.transfer.id;
    // Nothing is sent while the transfer is only enqueued.
    await t.webhooks.idle();
    expect(received.filter((r) => r.body.includes(transferId))).toHaveLength(0);

    runSteps(t, STEP_MS, MAX_STEPS, () => FINAL.includes(statusOf(t.db, 'transfers', transferId)));
    const status = statusOf(t.db, 'transfers', transferId);
    expect(FINAL).toContain(status);
    await t.webhooks.idle();

    const ours = received.filter((r) => JSON.parse(r.body).data.transfer?.id === transferId);
    expect(ours).toHaveLength(2);
    expect(ours[1]?.body).toBe(ours[0]?.body);
    const body = JSON.parse(ours[1]?.body ?? '{}');
    expect(body.type).toBe(status === 'SUCCESS' ? 'transfer.success' : 'transfer.error');
    expect(body.data.transfer).toMatchObject({ id: transferId, destination_id: destination.id, status });
    expect(ours.every((r) => postSignatureOk(publicKey, r))).toBe(true);
    // Other transfers' deliveries all succeed at once: the one failure and its retry are this transfer's.
    const retried = (await deliveries())
      .filter((d) => d.attempt > 1 || d.status_code !== 200)
      .map((d) => [d.event_type, d.attempt, d.status_code, d.succeeded]);
    expect(retried).toEqual([
      [body.type, 1, 500, false],
      [body.type, 2, 200, true],
    ]);
  });
});
