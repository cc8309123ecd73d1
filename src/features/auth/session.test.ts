import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT, session, sessionSchema } from './session.ts';

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
});
