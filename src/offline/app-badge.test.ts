import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAppBadge, showAlertCountBadge } from './app-badge.ts';

afterEach(() => vi.unstubAllGlobals());

function badgeApi() {
  const api = { setAppBadge: vi.fn(async (_count?: number) => {}), clearAppBadge: vi.fn(async () => {}) };
  vi.stubGlobal('navigator', api);
  return api;
}

describe('app badge', () => {
  it('shows the alert count', () => {
    const api = badgeApi();
    showAlertCountBadge(3);
    expect(api.setAppBadge).toHaveBeenCalledWith(3);
    expect(api.clearAppBadge).not.toHaveBeenCalled();
  });

  it('clears the badge when there are no alerts, and on sign-out', () => {
    const api = badgeApi();
    showAlertCountBadge(0);
    clearAppBadge();
    expect(api.clearAppBadge).toHaveBeenCalledTimes(2);
    expect(api.setAppBadge).not.toHaveBeenCalled();
  });

  it('does nothing where the Badging API is missing', () => {
    vi.stubGlobal('navigator', {});
    expect(() => showAlertCountBadge(2)).not.toThrow();
    expect(() => clearAppBadge()).not.toThrow();
  });

  it('swallows a refusal by the browser (e.g. not installed)', async () => {
    const api = badgeApi();
    api.setAppBadge.mockRejectedValueOnce(new DOMException('Not allowed', 'NotAllowedError'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    showAlertCountBadge(5);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('rejects a count that is not a whole number, naming it', () => {
    badgeApi();
    expect(() => showAlertCountBadge(-1)).toThrow('Invalid alert count for the app badge: -1');
    expect(() => showAlertCountBadge(1.5)).toThrow(RangeError);
  });
});
