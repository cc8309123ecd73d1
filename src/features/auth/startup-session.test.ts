import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { resolveStartupSession } from './startup-session.ts';

describe('resolveStartupSession', () => {
  it('is signed in with the server-side e-mail and environment', async () => {
    const status = async () => ({
      authenticated: true as const,
      email: 'demo@example.com',
      environment: 'staging' as const,
    });
    await expect(resolveStartupSession(status)).resolves.toEqual({
      status: 'signed-in',
      email: 'demo@example.com',
      environment: 'staging',
    });
  });

  it('is signed out on 401', async () => {
    await expect(resolveStartupSession(async () => null)).resolves.toEqual({ status: 'signed-out' });
  });

  it('does not crash when the server cannot be reached (status 0) or fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const offline = async () => Promise.reject(new ApiError('Failed to get auth status.', 0, true));
    const broken = async () => Promise.reject(new ApiError('Failed to get auth status.', 500, true));
    await expect(resolveStartupSession(offline)).resolves.toEqual({ status: 'signed-out' });
    await expect(resolveStartupSession(broken)).resolves.toEqual({ status: 'signed-out' });
    error.mockRestore();
  });

  it('lets programming errors surface', async () => {
    await expect(resolveStartupSession(async () => Promise.reject(new TypeError('bug')))).rejects.toThrow(
      'bug',
    );
  });
});
