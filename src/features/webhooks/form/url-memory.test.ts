import { describe, expect, it } from 'vitest';
import { chooseVendor, startUrlMemory, typeUrl } from './url-memory.ts';

const PAGERDUTY = 'https://events.pagerduty.com/v2/enqueue';
const DATADOG = 'https://http-intake.logs.datadoghq.com/api/v2/logs';

describe('URL memory across delivery methods', () => {
  it('sets the fixed address for pagerduty and restores the typed URL on switching back', () => {
    let state = startUrlMemory('generic_post', '');
    state = typeUrl(state, 'https://hooks.acme.io/in');
    state = chooseVendor(state, 'pagerduty');
    expect(state.url).toBe(PAGERDUTY);
    state = chooseVendor(state, 'datadog');
    expect(state.url).toBe(DATADOG);
    state = chooseVendor(state, 'generic_post');
    expect(state).toEqual({
      vendor: 'generic_post',
      url: 'https://hooks.acme.io/in',
      customUrl: 'https://hooks.acme.io/in',
    });
  });

  it('keeps the typed URL between methods that take one, and ignores typing into a fixed URL', () => {
    let state = typeUrl(startUrlMemory('slack', ''), 'https://hooks.slack.com/services/x');
    state = chooseVendor(state, 'generic_get');
    expect(state.url).toBe('https://hooks.slack.com/services/x');
    const fixed = chooseVendor(state, 'datadog');
    expect(typeUrl(fixed, 'https://elsewhere.example')).toBe(fixed);
  });

  it('starts a stored fixed-URL webhook with its fixed address and nothing typed', () => {
    expect(startUrlMemory('pagerduty', 'https://old.example')).toEqual({
      vendor: 'pagerduty',
      url: PAGERDUTY,
      customUrl: '',
    });
    expect(startUrlMemory('generic_post', 'https://a.example').customUrl).toBe('https://a.example');
  });
});
