// @vitest-environment jsdom
/**
 * The user menu says who is signed in as the server says it (GET user, GET /orgs), the last known
 * answer when the server cannot be asked, and, when GET user fails with nothing known, its message
 * where the e-mail would be, without a toast (a suppressed read, SPEC.md §8).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../features/auth/session.ts';
import { failure, ok, stubApi } from '../../test-support/api.ts';
import { testOrganization } from '../../test-support/organization.ts';
import { render, settle, testQueryClient } from '../../test-support/render.tsx';
import { UserMenu } from './user-menu.tsx';

// The inert stand-in shows the same identity as the menu; the Ark menu itself is not under test here.
vi.mock('../deferred-ui.ts', () => ({ useDeferredUi: () => null }));

const api = stubApi();
const USER = { id: 'u1', email: 'ada@acme.io', organization_id: 'acme', created_at: '2026-01-01T00:00:00Z' };

beforeEach(() => {
  // The session's own e-mail differs from the server's, so the test sees which one is shown.
  session.set({ status: 'signed-in', email: 'session@acme.io', environment: 'prod' });
  api.route('GET /api/orgs', ok({ organization: testOrganization() }));
});
afterEach(() => session.set({ status: 'signed-out' }));

const menuText = () => document.querySelector('button')?.textContent ?? '';

describe('UserMenu', () => {
  it("shows the user's e-mail from GET user and the organisation's name from GET /orgs", async () => {
    api.route('GET /api/user', ok({ user: USER }));
    await render(<UserMenu />, { router: { url: '/' } });
    await settle(() => menuText().includes('ada@acme.io'));
    expect(menuText()).toContain('Acme');
    expect(menuText()).not.toContain('session@acme.io');
  });

  it('says "Failed to fetch user details." where the e-mail would be, without a toast', async () => {
    api.route('GET /api/user', new Response('503 from a proxy', { status: 503 }));
    await render(<UserMenu />, { router: { url: '/' } });
    await settle(() => menuText().includes('Failed to fetch user details.'));
    expect(menuText()).toContain('Acme');
    expect(menuText()).not.toContain('session@acme.io');
    expect(api.toasts).not.toHaveBeenCalled();
  });

  it('keeps showing the last known e-mail when GET user fails', async () => {
    api.route('GET /api/user', failure(503));
    const queryClient = testQueryClient();
    // As restored from the persisted cache before the first render: old, so it is asked again.
    queryClient.setQueryData(
      ['prod', 'user', 'current'],
      { ...USER, email: 'kept@acme.io' },
      { updatedAt: 1 },
    );
    await render(<UserMenu />, { router: { url: '/' }, queryClient });
    await settle(() => queryClient.getQueryState(['prod', 'user', 'current'])?.error != null);
    await settle(() => menuText().includes('Acme'));
    expect(menuText()).toContain('kept@acme.io');
    expect(menuText()).not.toContain('Failed to fetch user details.');
  });
});
