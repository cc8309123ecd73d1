import { describe, expect, it } from 'vitest';
import {
  DELIVERY_METHODS,
  deliveryMethodLabel,
  fixedUrlOf,
  needsApiKey,
  URL_PLACEHOLDERS,
} from './delivery-methods.ts';

describe('delivery methods', () => {
  it('shows the SPEC.md display text for each vendor and an unknown vendor as sent', () => {
    expect(DELIVERY_METHODS.map(deliveryMethodLabel)).toEqual([
      'HTTP POST',
      'HTTP GET',
      'Slack',
      'PagerDuty',
      'Datadog',
    ]);
    expect(deliveryMethodLabel('email')).toBe('email');
  });

  it('fixes the URL of pagerduty and datadog only, to the server addresses', () => {
    expect(fixedUrlOf('pagerduty')).toBe('https://events.pagerduty.com/v2/enqueue');
    expect(fixedUrlOf('datadog')).toBe('https://http-intake.logs.datadoghq.com/api/v2/logs');
    expect(['generic_post', 'generic_get', 'slack'].map((v) => fixedUrlOf(v as 'slack'))).toEqual([
      null,
      null,
      null,
    ]);
    expect(DELIVERY_METHODS.filter(needsApiKey)).toEqual(['pagerduty', 'datadog']);
  });

  it('suggests an http(s) address for every vendor', () => {
    for (const vendor of DELIVERY_METHODS) expect(URL_PLACEHOLDERS[vendor]).toMatch(/^https:\/\/\S+$/);
  });
});
