import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('readConfig', () => {
  it('has working defaults', () => {
    expect(readConfig({})).toMatchObject({
      port: 4173,
      host: '127.0.0.1',
      dataDir: '.data',
      seedScale: 'default',
      apiBaseUrl: '/api',
      consoleOrigin: null,
      demoMode: true,
      googleDemoEmail: 'demo@example.com',
    });
  });

  it('reads the environment, treating empty values as unset', () => {
    const config = readConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      SEED_SCALE: 'large',
      CONSOLE_ORIGIN: 'http://localhost:5173/',
      DEMO_MODE: '0',
      API_BASE_URL: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      seedScale: 'large',
      demoMode: false,
      apiBaseUrl: '/api',
    });
    expect(config.consoleOrigin).toBe('http://localhost:5173');
  });

  it('reads the transfer engine pace, 0 turning the scheduler off', () => {
    expect(readConfig({})).toMatchObject({ runnerStepMs: 1500, schedulerIntervalMs: 60_000 });
    expect(readConfig({ RUNNER_STEP_MS: '50', SCHEDULER_INTERVAL_MS: '0' })).toMatchObject({
      runnerStepMs: 50,
      schedulerIntervalMs: 0,
    });
    expect(() => readConfig({ RUNNER_STEP_MS: '0' })).toThrow(
      'RUNNER_STEP_MS: RUNNER_STEP_MS must be at least 1',
    );
    expect(() => readConfig({ SCHEDULER_INTERVAL_MS: 'soon' })).toThrow(
      'SCHEDULER_INTERVAL_MS: SCHEDULER_INTERVAL_MS must be a whole number of milliseconds',
    );
  });

  it('names the variable that is wrong', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow('PORT: PORT must be a whole number');
    expect(() => readConfig({ SEED_SCALE: 'huge' })).toThrow(
      'SEED_SCALE: SEED_SCALE must be "large" (or unset)',
    );
    expect(() => readConfig({ CONSOLE_ORIGIN: 'localhost' })).toThrow('CONSOLE_ORIGIN');
  });
});
