import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/http.ts';
import { envelope } from '../../api/schemas/envelope.ts';
import { ok, stubApi } from '../../test-support/api.ts';
import { SIGNED_OUT, session, sessionSchema } from './session.ts';

const api = stubApi();
afterEach(() => session.set(SIGNED_OUT));

describe('session', () => {
  it('notifies subscribers of every change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.set({ status: 'signed-in', email: 'demo@example.com', environment: 'prod' });
    expect(session.get()).toMatchObject({ status: 'signed-in', email: 'demo@example.com' });
    unsubscribe();
    session.set(SIGNED_OUT);
    expect(listener).toHaveBeenCalledOnce();
    expect(session.get()).toEqual({ status: 'signed-out' });
  });

  it('has a schema that refuses a signed-in session without an environment', () => {
    expect(v.is(sessionSchema, { status: 'signed-in', email: 'a@b.c' })).toBe(false);
    expect(v.is(sessionSchema, { status: 'signed-in', email: 'a@b.c', environment: 'staging' })).toBe(true);
  });

  it('is what every request speaks for: the signed-in session, else the device choice', async () => {
    api.route('GET /api/things', ok(null));
    const headers = async () => {
      await request({ method: 'GET', path: '/things', schema: envelope(v.unknown()), fallback: 'x' });
      return api.requests().at(-1)?.headers.get('Environment');
    };
    session.choose({ environment: 'staging' });
    expect(session.environment()).toBe('staging');
    expect(await headers()).toBe('staging');
    session.set({ status: 'signed-in', email: 'demo@example.com', environment: 'prod' });
    expect(session.environment()).toBe('prod');
    expect(await headers()).toBe('prod');
  });

  it("keeps a user's switch while it is applied, and lets a new session bring its own environment", () => {
    session.set({ status: 'signed-in', email: 'demo@example.com', environment: 'prod' });
    expect(session.choice()).toEqual({ environment: 'prod' });
    // A switch: chosen first, shown once its snapshot is restored.
    session.choose({ environment: 'staging', chosenAt: 1_000 });
    expect(session.get()).toMatchObject({ environment: 'prod' });
    expect(session.environment()).toBe('prod');
    // A switch back to production applied late does not undo the later choice.
    session.set({ status: 'signed-in', email: 'demo@example.com', environment: 'prod' });
    expect(session.choice()).toEqual({ environment: 'staging', chosenAt: 1_000 });
    session.set({ status: 'signed-in', email: 'demo@example.com', environment: 'staging' });
    expect(session.choice()).toEqual({ environment: 'staging', chosenAt: 1_000 });
    // Another user's session is not theirs to keep.
    session.set({ status: 'signed-in', email: 'sso@sso.example.com', environment: 'prod' });
    expect(session.choice()).toEqual({ environment: 'prod' });
  });
});
