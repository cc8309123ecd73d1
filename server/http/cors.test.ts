import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/test-app.ts';

const CONSOLE = 'http://localhost:5173';

describe('CORS', () => {
  it('sends no CORS headers when the console shares the origin', async () => {
    const t = makeTestApp();
    const res = await t.call('GET', '/api/auth-status', { headers: { Origin: CONSOLE } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers the configured console origin only, with credentials', async () => {
    const t = makeTestApp({ consoleOrigin: CONSOLE });
    const preflight = await t.call('OPTIONS', '/api/destinations', {
      headers: {
        Origin: CONSOLE,
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'content-type,environment,x-prequel-api-version',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(CONSOLE);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'Content-Type,Environment,X-Prequel-Api-Version',
    );
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET,POST,PATCH,DELETE');

    const real = await t.call('GET', '/api/auth-status', { headers: { Origin: CONSOLE } });
    expect(real.headers.get('access-control-allow-origin')).toBe(CONSOLE);
    const stranger = await t.call('GET', '/api/auth-status', { headers: { Origin: 'https://evil.example' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});
