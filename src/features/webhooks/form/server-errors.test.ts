import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors.ts';
import { fieldErrorsOf } from './server-errors.ts';

describe('fieldErrorsOf', () => {
  it('puts each 422 problem on its field, called by its label', () => {
    const error = new ApiError(
      'webhook.url: url must start with http:// or https://; webhook.events.0: event must be a known webhook event',
      422,
      false,
    );
    expect(fieldErrorsOf(error)).toEqual({
      url: 'URL must start with http:// or https://.',
      events: 'Event must be a known webhook event.',
    });
    expect(
      fieldErrorsOf(new ApiError('webhook.api_key: api_key is required for pagerduty', 422, false)),
    ).toEqual({ api_key: 'API Key is required for pagerduty.' });
  });

  it('places nothing for other failures or unknown fields', () => {
    expect(fieldErrorsOf(new ApiError('Webhook not found.', 404, false))).toEqual({});
    expect(fieldErrorsOf(new ApiError('webhook: webhook is required', 422, false))).toEqual({});
    expect(fieldErrorsOf(new Error('webhook.url: nope'))).toEqual({});
  });
});
