import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { startServer, stopAll } from '../testing/start-server.ts';

/**
 * DEMO_MODE hands every one-time code to whoever asks, so only a value that says on is on: an
 * operator who writes DEMO_MODE=off or =no meant production, and such a start used to run the demo
 * (outbox, stub identity page). The on/off settings take 1, 0, true or false (any case); anything
 * else stops the start with a message naming the setting and the value.
 */
afterEach(stopAll);

describe('DEMO_MODE takes only 1, 0, true or false', () => {
  for (const value of ['off', 'no']) {
    it(`DEMO_MODE=${value} refuses to start instead of running the demo`, { timeout: 30_000 }, async () => {
      const { code, output } = await startServer({ DEMO_MODE: value, SMTP_URL: 'smtp://127.0.0.1:9' });
      expect(code).not.toBe(0);
      expect(output).toContain(`DEMO_MODE: DEMO_MODE must be 1, 0, true or false, not "${value}"`);
      expect(output).not.toContain('Console running at');
      expect(output).not.toContain('/api/dev/outbox');
    });
  }

  it('reads 1, 0, true and false in any case, and refuses the rest for every on/off setting', () => {
    const production = { SMTP_URL: 'smtp://mail.acme.example' };
    for (const off of ['0', 'false', 'FALSE', 'False']) {
      expect(readConfig({ ...production, DEMO_MODE: off }).demoMode, off).toBe(false);
    }
    for (const on of ['1', 'true', 'TRUE', 'True']) {
      expect(readConfig({ DEMO_MODE: on, TRUST_PROXY: on }), on).toMatchObject({
        demoMode: true,
        trustProxy: true,
      });
    }
    const refused: [string, string][] = [
      ['DEMO_MODE', 'off'],
      ['DEMO_MODE', 'yes'],
      ['DEMO_MODE', ' 0'],
      ['DEMO_ALLOW_NETWORK', 'on'],
      ['TRUST_PROXY', 'yes'],
      ['TRUST_PROXY', '2'],
    ];
    for (const [name, value] of refused) {
      expect(() => readConfig({ ...production, [name]: value }), `${name}=${value}`).toThrow(
        `${name}: ${name} must be 1, 0, true or false, not "${value}"`,
      );
    }
  });
});
