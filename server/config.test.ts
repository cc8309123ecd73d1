import { describe, expect, it } from 'vitest';
import { GOOGLE_ISSUER_DEFAULT, readConfig } from './config.ts';

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
      google: null,
      demoIdpPort: 4174,
    });
  });

  it('reads Google sign-in from GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (both or neither), on Google unless GOOGLE_ISSUER', () => {
    const both = { GOOGLE_CLIENT_ID: 'client.apps.example', GOOGLE_CLIENT_SECRET: 'shh' };
    expect(readConfig(both).google).toEqual({
      issuer: GOOGLE_ISSUER_DEFAULT,
      clientId: 'client.apps.example',
      clientSecret: 'shh',
    });
    expect(readConfig({ ...both, GOOGLE_ISSUER: 'http://127.0.0.1:9100' }).google?.issuer).toBe(
      'http://127.0.0.1:9100',
    );
    expect(() => readConfig({ GOOGLE_CLIENT_ID: 'client.apps.example' })).toThrow(
      /GOOGLE_CLIENT_SECRET: Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/,
    );
    // An issuer is https, or http on this machine only: its answers decide who signs in.
    for (const issuer of ['http://idp.acme.example', 'ftp://127.0.0.1', 'https://user:pw@idp.acme.example']) {
      expect(() => readConfig({ ...both, GOOGLE_ISSUER: issuer }), issuer).toThrow(
        /GOOGLE_ISSUER: GOOGLE_ISSUER must be an https URL/,
      );
    }
  });

  it('puts the demo provider on PORT + 1 unless DEMO_IDP_PORT, and on a free port when PORT is 0', () => {
    expect(readConfig({ PORT: '8080' }).demoIdpPort).toBe(8081);
    expect(readConfig({ PORT: '0' }).demoIdpPort).toBe(0);
    expect(readConfig({ PORT: '8080', DEMO_IDP_PORT: '9000' }).demoIdpPort).toBe(9000);
    expect(() => readConfig({ DEMO_IDP_PORT: 'x' })).toThrow(/DEMO_IDP_PORT must be a whole number/);
  });

  it('reads the environment, treating empty values as unset', () => {
    const config = readConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      SEED_SCALE: 'large',
      CONSOLE_ORIGIN: 'http://localhost:5173/',
      PUBLIC_ORIGIN: 'https://console.acme.example/',
      DEMO_MODE: '0',
      SMTP_URL: 'smtp://mail.acme.example:587',
      API_BASE_URL: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      seedScale: 'large',
      demoMode: false,
      apiBaseUrl: '/api',
      publicOrigin: 'https://console.acme.example',
      smtpUrl: 'smtp://mail.acme.example:587',
      webhookEgress: 'public',
    });
    expect(config.consoleOrigin).toBe('http://localhost:5173');
    expect(readConfig({ SEED_SCALE: 'huge' }).seedScale).toBe('huge');
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
    expect(() => readConfig({ SEED_SCALE: 'giant' })).toThrow(
      'SEED_SCALE: SEED_SCALE must be "large" or "huge" (or unset)',
    );
    expect(() => readConfig({ CONSOLE_ORIGIN: 'localhost' })).toThrow('CONSOLE_ORIGIN');
  });

  it('keeps demo mode on loopback and local egress, and says which setting to change', () => {
    expect(readConfig({})).toMatchObject({ demoMode: true, webhookEgress: 'local', trustProxy: false });
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) {
      expect(readConfig({ HOST: host }).host, host).toBe(host);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'console.acme.example']) {
      expect(() => readConfig({ HOST: host }), host).toThrow(
        `HOST: DEMO_MODE=1 (the default) may only bind a loopback address, not ${host}`,
      );
    }
    const trusted = readConfig({
      HOST: '0.0.0.0',
      DEMO_ALLOW_NETWORK: '1',
      PUBLIC_ORIGIN: 'http://demo.lan.example:4173',
    });
    expect(trusted).toMatchObject({ demoMode: true, demoAllowNetwork: true });
  });

  it('refuses production mode without a way to sign in, and a network bind without PUBLIC_ORIGIN', () => {
    expect(() => readConfig({ DEMO_MODE: '0' })).toThrow('SMTP_URL: with DEMO_MODE=0 nobody could sign in');
    expect(() => readConfig({ DEMO_MODE: '0', SMTP_URL: 'http://mail.acme.example' })).toThrow(
      'SMTP_URL must be an smtp:// or smtps:// URL',
    );
    expect(() =>
      readConfig({ DEMO_MODE: '0', SMTP_URL: 'smtp://mail.acme.example', HOST: '0.0.0.0' }),
    ).toThrow('PUBLIC_ORIGIN: the server binds 0.0.0.0');
    expect(() => readConfig({ WEBHOOK_EGRESS: 'anywhere' })).toThrow(
      'WEBHOOK_EGRESS must be public, local or off',
    );
    expect(() => readConfig({ SECRETS_KEY: 'short' })).toThrow('SECRETS_KEY must be 32 bytes');
  });
});
