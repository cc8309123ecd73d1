import { describe, expect, it } from 'vitest';
import { durationText, errorText, resultText, statusCodeText } from './delivery-cells.ts';

describe('delivery cells', () => {
  it('says the outcome, code, duration and error in words', () => {
    expect(resultText({ succeeded: true })).toBe('Succeeded');
    expect(resultText({ succeeded: false })).toBe('Failed');
    expect(statusCodeText({ status_code: 503 })).toBe('503');
    expect(statusCodeText({ status_code: null })).toBe('No response');
    expect(durationText({ duration_ms: 1234 })).toBe('1,234 ms');
    expect(durationText({ duration_ms: null })).toBe('N/A');
    expect(errorText({ error: 'The receiver answered HTTP 503.' })).toBe('The receiver answered HTTP 503.');
    expect(errorText({ error: null })).toBe('None');
    expect(errorText({ error: '  ' })).toBe('None');
  });
});
