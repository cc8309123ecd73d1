import { describe, expect, it } from 'vitest';
import {
  bodyText,
  durationText,
  errorText,
  headerLines,
  resultText,
  resultTone,
  statusCodeText,
} from './delivery-cells.ts';

const held = { method: 'POST', url: 'https://hooks.example.com/…', headers: {}, body: null };

describe('delivery cells', () => {
  it('says the outcome, code, duration and error in words', () => {
    expect(resultText({ succeeded: true, held_request: null })).toBe('Succeeded');
    expect(resultText({ succeeded: false, held_request: null })).toBe('Failed');
    expect(resultText({ succeeded: false, held_request: held })).toBe('Held');
    expect([true, false].map((succeeded) => resultTone({ succeeded, held_request: null }))).toEqual([
      'green',
      'red',
    ]);
    expect(resultTone({ succeeded: false, held_request: held })).toBe('gray');
    expect(statusCodeText({ status_code: 503 })).toBe('503');
    expect(statusCodeText({ status_code: null })).toBe('No response');
    expect(durationText({ duration_ms: 1234 })).toBe('1,234 ms');
    expect(durationText({ duration_ms: null })).toBe('N/A');
    expect(errorText({ error: 'The receiver answered HTTP 503.' })).toBe('The receiver answered HTTP 503.');
    expect(errorText({ error: null })).toBe('None');
    expect(errorText({ error: '  ' })).toBe('None');
  });

  it('shows a held request: one line per header, a JSON body indented, no body said', () => {
    expect(headerLines({ 'DD-API-KEY': '****', 'X-Prequel-Webhook-Signature': 'ab12' })).toBe(
      'DD-API-KEY: ****\nX-Prequel-Webhook-Signature: ab12',
    );
    expect(bodyText('{"type":"transfer.error","data":{"id":1}}')).toBe(
      '{\n  "type": "transfer.error",\n  "data": {\n    "id": 1\n  }\n}',
    );
    expect(bodyText('not json')).toBe('not json');
    expect(bodyText(null)).toBe('None: a GET carries the payload in the URL.');
  });
});
