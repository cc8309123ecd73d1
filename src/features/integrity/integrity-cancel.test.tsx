// @vitest-environment jsdom
/**
 * Cancelling a data integrity check from its page, as a user meets it: React DOM in jsdom with a
 * stubbed fetch (the journey tests/integrity-cancel.spec.ts runs it against the real server). The menu
 * is offered while PENDING or RUNNING; its item sends the spec's cancel call and the page re-reads the
 * check to CANCELLED; a refusal reaches the shell's toast in the server's words, or the spec's text
 * without them; offline the menu is disabled and says why.
 */
import type { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IntegrityJob } from '../../api/schemas/integrity.ts';
import { OFFLINE_WRITE_REASON } from '../../offline/network-status.ts';
import { ok, json as reply, stubApi } from '../../test-support/api.ts';
import { render as mount, settle, testQueryClient } from '../../test-support/render.tsx';
import { CANCEL_INTEGRITY_LABEL, INTEGRITY_ACTIONS_LABEL } from './cancel-action.ts';
import { IntegrityCheckPage } from './integrity-check-page.tsx';

const CANCEL_URL = '/api/destinations/data-integrity/j1/cancel';
const JOB_URL = '/api/destinations/d1/data-integrity/j1';

const { fetch: fetchMock, toasts, route } = stubApi();
const job = (status: IntegrityJob['status']): IntegrityJob => ({
  id: 'j1',
  destination_id: 'd1',
  status,
  check_value_integrity: false,
  models: ['accounts'],
  submitted_at: '2026-11-20T10:00:00Z',
  started_at: null,
  ended_at: status === 'CANCELLED' ? '2026-11-20T10:00:05Z' : null,
  log_message: null,
  data_integrity_results: [],
});

/** The server as the page sees it: the check's status, and how the cancel call answers. */
function serve(initial: IntegrityJob['status'], cancelReply: () => Response) {
  let status = initial;
  route(`POST ${CANCEL_URL}`, () => {
    const res = cancelReply();
    if (res.ok) status = 'CANCELLED';
    return res;
  });
  route(`GET ${JOB_URL}`, () => ok({ job: job(status) }));
}

let queryClient: QueryClient;
const onChanged = vi.fn();

async function render() {
  await mount(<IntegrityCheckPage destinationId="d1" jobId="j1" onChanged={onChanged} />, { queryClient });
}
const trigger = () =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.includes(INTEGRITY_ACTIONS_LABEL));
const item = () => document.querySelector<HTMLElement>('[role="menuitem"]');
const shows = (text: string) => document.body.textContent?.includes(text) ?? false;
const cancelCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === CANCEL_URL);

const press = (target: Element | null | undefined, key: string) =>
  act(async () => void target?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));

/** By keyboard, as a person without a mouse would: ArrowDown opens the menu on its item, Enter picks it. */
async function chooseCancel() {
  await settle(() => trigger() !== undefined && !trigger()?.disabled);
  trigger()?.focus();
  await press(trigger(), 'ArrowDown');
  await settle(() => item()?.hasAttribute('data-highlighted') ?? false);
  expect(item()?.textContent).toBe(CANCEL_INTEGRITY_LABEL);
  await press(document.querySelector('[role="menu"]'), 'Enter');
}

beforeEach(() => {
  // The menu's positioner watches its size; jsdom has no layout.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  queryClient = testQueryClient();
});
afterEach(() => {
  onChanged.mockReset();
  vi.restoreAllMocks();
});

describe('cancelling a data integrity check', () => {
  it('sends the spec call, then the page shows CANCELLED without the menu', async () => {
    serve('PENDING', () => ok({ job: job('CANCELLED') }));
    await render();
    await settle(() => shows('PENDING'));
    await chooseCancel();
    await settle(() => shows('CANCELLED'));
    expect(cancelCalls()).toHaveLength(1);
    expect(cancelCalls()[0]?.[1]?.method).toBe('POST');
    expect(trigger()).toBeUndefined();
    expect(onChanged).toHaveBeenCalledOnce();
    expect(document.activeElement?.id).toBe('integrity-heading');
    expect(toasts).not.toHaveBeenCalled();
  });

  it('marks the item as the danger action while RUNNING only', async () => {
    serve('RUNNING', () => ok({}));
    await render();
    await settle(() => shows('RUNNING'));
    await act(async () => trigger()?.click());
    await settle(() => item() !== null);
    expect(item()?.hasAttribute('data-danger')).toBe(true);
  });

  it('offers no cancel once the check has ended', async () => {
    serve('SUCCESS', () => ok({}));
    await render();
    await settle(() => shows('SUCCESS'));
    expect(trigger()).toBeUndefined();
  });

  it("toasts the server's refusal, or 'Data integrity job failed to cancel.' without a message", async () => {
    const message =
      'Data integrity job j1 has already ended (SUCCESS); only PENDING or RUNNING checks can be cancelled.';
    serve('RUNNING', () => reply(409, { status: 'error', data: null, message }));
    await render();
    await settle(() => shows('RUNNING'));
    await chooseCancel();
    await settle(() => toasts.mock.calls.length === 1);
    expect(toasts.mock.calls[0]?.[0].message).toBe(message);
    await settle(() => trigger() !== undefined && !trigger()?.disabled);

    serve('RUNNING', () => reply(500, { status: 'error', data: null, message: '' }));
    await chooseCancel();
    await settle(() => toasts.mock.calls.length === 2);
    expect(toasts.mock.calls[1]?.[0].message).toBe('Data integrity job failed to cancel.');
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('is disabled offline with the reason as its description', async () => {
    serve('PENDING', () => ok({}));
    queryClient.setQueryData(['prod', 'integrity', 'detail', 'd1', 'j1'], job('PENDING'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await render();
    const button = trigger();
    expect(button?.disabled).toBe(true);
    const describedBy = button?.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(OFFLINE_WRITE_REASON);
    expect(cancelCalls()).toHaveLength(0);
  });
});
