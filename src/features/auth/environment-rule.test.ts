import { describe, expect, it } from 'vitest';
import { isLaterChoice, latestEnvironment } from './environment-rule.ts';

const server = (environment: 'prod' | 'staging', email = 'demo@example.com') => ({ email, environment });

describe('latestEnvironment (the one rule)', () => {
  it("keeps this device's choice and tells the server when it lags (switched, then reloaded at once)", () => {
    const device = { email: 'demo@example.com', environment: 'staging' as const, chosenAt: 1_000 };
    expect(latestEnvironment(device, server('prod'))).toEqual({ environment: 'staging', tellServer: true });
  });

  it('asks nothing of the server when both already agree', () => {
    const device = { email: 'demo@example.com', environment: 'staging' as const, chosenAt: 1_000 };
    expect(latestEnvironment(device, server('staging'))).toEqual({
      environment: 'staging',
      tellServer: false,
    });
  });

  it('never lets the server undo a choice back to production either', () => {
    const device = { email: 'demo@example.com', environment: 'prod' as const, chosenAt: 1_000 };
    expect(latestEnvironment(device, server('staging'))).toEqual({ environment: 'prod', tellServer: true });
  });

  it('counts a choice remembered without a time (a sign-in) as the device choice too', () => {
    const device = { email: 'demo@example.com', environment: 'staging' as const };
    expect(latestEnvironment(device, server('prod'))).toEqual({ environment: 'staging', tellServer: true });
  });

  it('compares users without case', () => {
    const device = { email: 'Demo@Example.com ', environment: 'staging' as const };
    expect(latestEnvironment(device, server('prod')).environment).toBe('staging');
  });

  it("takes the server's environment when this device has no choice of this user", () => {
    expect(latestEnvironment(null, server('staging'))).toEqual({ environment: 'staging', tellServer: false });
    const someoneElse = { email: 'sso@sso.example.com', environment: 'prod' as const, chosenAt: 9_999 };
    expect(latestEnvironment(someoneElse, server('staging'))).toEqual({
      environment: 'staging',
      tellServer: false,
    });
  });
});

describe('isLaterChoice (between tabs of this device)', () => {
  it('is later only with a strictly later time; an untimed record is older than any', () => {
    const choice = { email: 'demo@example.com', environment: 'staging' as const, chosenAt: 2_000 };
    expect(isLaterChoice(choice, 1_999)).toBe(true);
    expect(isLaterChoice(choice, 2_000)).toBe(false);
    expect(isLaterChoice(choice, 2_001)).toBe(false);
    expect(isLaterChoice({ email: 'demo@example.com', environment: 'prod' }, 0)).toBe(false);
  });
});
