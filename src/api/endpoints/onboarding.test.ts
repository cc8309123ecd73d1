/**
 * The recipient's calls: token paths, bodies, which failures toast, and that none signs a staff
 * member out (all are public). `fetch` is stubbed.
 */
import { describe, expect, it } from 'vitest';
import { failure, ok, stubApi } from '../../test-support/api.ts';
import { onboardingApi } from './onboarding.ts';

const { fetch: fetchMock, toasts, signOuts: unauthorized, sent } = stubApi();

const onboarding = {
  name: 'Globex warehouse',
  vendor: 'postgres',
  recipient_name: 'Globex',
  organization_name: 'Acme Analytics',
  expires_at: '2026-11-27T10:00:00.000Z',
  state: 'used',
  reason: 'This magic link was already used to set up a destination.',
  form: null,
};

describe('onboardingApi', () => {
  it('reads GET /public/magic-links/{token}', async () => {
    fetchMock.mockResolvedValue(ok({ onboarding }));
    await expect(onboardingApi.get('t/ok')).resolves.toEqual(onboarding);
    expect(sent()).toMatchObject({ method: 'GET', url: '/api/public/magic-links/t%2Fok' });
  });

  it("gives an unknown link's 404 in the server's words, without a toast", async () => {
    fetchMock.mockResolvedValue(
      failure(404, 'This magic link does not exist or was deleted. Ask for a new link.'),
    );
    await expect(onboardingApi.get('nope')).rejects.toMatchObject({
      status: 404,
      message: 'This magic link does not exist or was deleted. Ask for a new link.',
    });
    expect(toasts).not.toHaveBeenCalled();
  });

  it('tests and submits the prepared destination under the token', async () => {
    const destination = { name: 'Globex production', vendor: 'postgres' };
    fetchMock.mockResolvedValueOnce(ok({ status: 'success', message: 'Connection successful!' }));
    await expect(onboardingApi.test('tok', destination)).resolves.toEqual({
      status: 'success',
      message: 'Connection successful!',
    });
    expect(sent()).toMatchObject({
      method: 'POST',
      url: '/api/public/magic-links/tok/test',
      body: { destination },
    });

    fetchMock.mockReset();
    const created = {
      id: 'd1',
      name: 'Globex production',
      vendor: 'postgres',
      recipient_id: 'r1',
      id_in_provider_system: 'globex',
      is_enabled: true,
      frequency_minutes: 0,
      products: ['core'],
      enabled_models: ['*'],
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
      last_successful_transfer_ended_at: null,
      last_completed_transfer: null,
    };
    fetchMock.mockResolvedValueOnce(ok({ destination: created, redirect_url: null }));
    await expect(onboardingApi.submit('tok', destination)).resolves.toMatchObject({
      destination: created,
      redirect_url: null,
    });
    expect(sent()).toMatchObject({ url: '/api/public/magic-links/tok/submit', body: { destination } });
  });

  it('toasts a refused submit in the server words, never a failed test, and never signs out', async () => {
    fetchMock.mockResolvedValueOnce(failure(410, 'This magic link expired.'));
    await expect(onboardingApi.submit('tok', {})).rejects.toMatchObject({
      status: 410,
      message: 'This magic link expired.',
    });
    expect(toasts).toHaveBeenCalledOnce();
    fetchMock.mockResolvedValueOnce(failure(401, 'Not signed in.'));
    await expect(onboardingApi.test('tok', {})).rejects.toMatchObject({ status: 401 });
    expect(toasts).toHaveBeenCalledOnce();
    expect(unauthorized).not.toHaveBeenCalled();
  });
});
