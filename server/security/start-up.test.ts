import { afterEach, describe, expect, it } from 'vitest';
import { startServer, stopAll } from '../testing/start-server.ts';

/**
 * Starting the real server (`node --import tsx server/main.ts`) with unsafe settings: it must refuse at
 * once, naming the setting, rather than run a server nobody can sign in to or one that hands out codes
 * to the network. Each start is bounded (testing/start-server.ts).
 */
afterEach(stopAll);

describe('starting the server with unsafe settings', () => {
  it('DEMO_MODE=0 without SMTP_URL refuses to start: nobody could sign in', { timeout: 30_000 }, async () => {
    const { code, output } = await startServer({ DEMO_MODE: '0' });
    expect(code).not.toBe(0);
    expect(output).toContain('SMTP_URL');
    expect(output).not.toContain('Console running at');
  });

  it('DEMO_MODE=1 on HOST=0.0.0.0 refuses to start, naming HOST and DEMO_MODE', {
    timeout: 30_000,
  }, async () => {
    const { code, output } = await startServer({ DEMO_MODE: '1', HOST: '0.0.0.0' });
    expect(code).not.toBe(0);
    expect(output).toMatch(/HOST: DEMO_MODE=1/);
    expect(output).toContain('DEMO_ALLOW_NETWORK=1');
    expect(output).not.toContain('Console running at');
  });

  it('DEMO_ALLOW_NETWORK=1 lets the demo bind 0.0.0.0, with a loud warning', {
    timeout: 30_000,
  }, async () => {
    const { output } = await startServer({
      DEMO_MODE: '1',
      HOST: '0.0.0.0',
      DEMO_ALLOW_NETWORK: '1',
      PUBLIC_ORIGIN: 'http://demo.console.example',
    });
    expect(output).toContain('Console running at');
    expect(output).toMatch(/WARNING: DEMO_MODE=1 on HOST=0\.0\.0\.0 \(DEMO_ALLOW_NETWORK=1\)/);
    expect(output).toContain('/api/dev/outbox');
  });
});
