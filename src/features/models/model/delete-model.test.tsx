// @vitest-environment jsdom
/**
 * Delete Model as a user meets it (the journeys must not delete seeded models, so this is where the
 * delete itself is covered): React DOM in jsdom under a memory router with a stubbed fetch. Cancel
 * sends nothing; Delete sends DELETE and lands on /models; a refusal (409) stays, saying why; offline
 * the button is disabled and says why.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_WRITE_REASON } from '../../../offline/network-status.ts';
import { json as reply, stubApi } from '../../../test-support/api.ts';
import { button, render as mount, press, settle, testQueryClient } from '../../../test-support/render.tsx';
import { modelKeys } from '../queries.ts';
import { DELETE_MODEL_TEXT, DeleteModel } from './delete-model.tsx';

const { fetch: fetchMock } = stubApi();

let queryClient: QueryClient;
let router: AnyRouter;

async function render() {
  const routes = { url: '/models/m1', path: '/models/$id', also: ['/models'] };
  ({ router } = await mount(<DeleteModel modelId="m1" />, { queryClient, router: routes }));
}

const dialog = () => document.querySelector('[role="alertdialog"]');
beforeEach(() => {
  queryClient = testQueryClient();
});
afterEach(() => vi.restoreAllMocks());

describe('DeleteModel', () => {
  it('asks first, and Cancel sends nothing', async () => {
    await render();
    await press(button('Delete Model'));
    expect(dialog()?.textContent).toContain(DELETE_MODEL_TEXT);
    await press(button('Cancel'));
    await settle(() => dialog() === null);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/models/m1');
  });

  it('deletes after confirmation, forgets the model and goes to /models', async () => {
    fetchMock.mockResolvedValue(reply(200, { status: 'success', data: {}, message: '' }));
    queryClient.setQueryData(modelKeys.detail('prod', 'm1'), { id: 'm1' });
    await render();
    await press(button('Delete Model'));
    await press(button('Delete'));
    await settle(() => router.state.location.pathname === '/models');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/models/m1');
    expect(init?.method).toBe('DELETE');
    expect(queryClient.getQueryData(modelKeys.detail('prod', 'm1'))).toBeUndefined();
  });

  it('keeps a refusal on screen, in the server’s words, and stays on the model', async () => {
    const message =
      'The model "refunds" is part of the products "Billing", "Commerce"; remove it from those products first.';
    fetchMock.mockResolvedValue(reply(409, { status: 'error', data: null, message }));
    await render();
    await press(button('Delete Model'));
    await press(button('Delete'));
    await settle(() => document.querySelector('[role="alert"]') !== null);
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(message);
    await settle(() => dialog() === null);
    expect(router.state.location.pathname).toBe('/models/m1');
  });

  it('is disabled offline with the reason as its description, and works again back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await render();
    const deleteButton = button('Delete Model');
    expect(deleteButton?.disabled).toBe(true);
    const describedBy = deleteButton?.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(OFFLINE_WRITE_REASON);
    onLine.mockReturnValue(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(button('Delete Model')?.disabled).toBe(false);
    expect(document.body.textContent).not.toContain(OFFLINE_WRITE_REASON);
  });
});
