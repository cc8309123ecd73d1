import { describe, expect, it } from 'vitest';
import { outcomeText, SUCCESS_TEXT, TESTING_TEXT, toOutcome } from './use-connection-test.ts';

describe('connection test outcome', () => {
  it("says the spec's words, and after a failure the caller's lead and the server's reason", () => {
    expect(outcomeText({ kind: 'testing' }, 'Error connecting to source.')).toBe(TESTING_TEXT);
    expect(outcomeText({ kind: 'success' }, 'x')).toBe('Connection successful!');
    expect(outcomeText({ kind: 'error', message: 'refused' }, 'Error connecting to source.')).toBe(
      'Error connecting to source. refused',
    );
    expect(outcomeText({ kind: 'error', message: '' }, 'Error connecting to source.')).toBe(
      'Error connecting to source.',
    );
  });

  it("follows the server's status", () => {
    expect(toOutcome({ status: 'success', message: SUCCESS_TEXT })).toEqual({ kind: 'success' });
    expect(toOutcome({ status: 'error', message: 'no route' })).toEqual({
      kind: 'error',
      message: 'no route',
    });
  });
});
