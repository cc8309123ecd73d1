import { describe, expect, it } from 'vitest';
import { WEBHOOK_FIXED_URLS, type Webhook } from '../../../api/schemas/webhook.ts';
import {
  BLANK_DRAFT,
  changedFields,
  draftOf,
  toWrite,
  validateDraft,
  type WebhookDraft,
} from './webhook-draft.ts';

const stored: Webhook = {
  id: 'w1',
  name: 'Ops',
  vendor: 'generic_post',
  url: 'https://hooks.acme.example/in',
  api_version: '2023-10-15',
  events: ['transfer.error', 'transfer.success'],
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-02T00:00:00Z',
};
const valid: WebhookDraft = {
  ...BLANK_DRAFT,
  name: ' Ops ',
  url: ' https://hooks.acme.example/in ',
  events: ['transfer.success'],
};

describe('validateDraft', () => {
  it('names each missing or malformed field', () => {
    expect(validateDraft(BLANK_DRAFT, 'create')).toEqual({
      name: 'Name is required.',
      url: 'URL is required.',
      events: 'Choose at least one event.',
    });
    const bad = validateDraft({ ...valid, url: 'ftp://files.acme.io', api_version: 'latest' }, 'create');
    expect(bad.url).toMatch(/^URL must be a web address starting with http:\/\/ or https:\/\//);
    expect(bad.api_version).toBe('API Version must be a date such as 2023-10-15.');
    expect(validateDraft(valid, 'create')).toEqual({});
  });

  it('requires the API key only when creating for pagerduty or datadog, and no URL for them', () => {
    const pagerduty = { ...valid, vendor: 'pagerduty' as const, url: '' };
    expect(validateDraft(pagerduty, 'create')).toEqual({ api_key: 'API Key is required for PagerDuty.' });
    expect(validateDraft({ ...pagerduty, vendor: 'datadog' }, 'create').api_key).toBe(
      'API Key is required for Datadog.',
    );
    expect(validateDraft(pagerduty, 'edit')).toEqual({});
    expect(validateDraft({ ...valid, vendor: 'slack' }, 'create')).toEqual({});
  });
});

describe('toWrite', () => {
  it('trims, orders events, sends the fixed URL for fixed vendors and leaves a blank key out', () => {
    expect(toWrite({ ...valid, events: ['recipient.created', 'transfer.error'] })).toEqual({
      name: 'Ops',
      vendor: 'generic_post',
      url: 'https://hooks.acme.example/in',
      api_version: '2023-10-15',
      events: ['transfer.error', 'recipient.created'],
    });
    expect(toWrite({ ...valid, vendor: 'datadog', api_key: ' k-1 ' })).toMatchObject({
      // The product's fixed address, never contacted here: toWrite only builds the body.
      url: WEBHOOK_FIXED_URLS.datadog,
      api_key: 'k-1',
    });
  });
});

describe('changedFields', () => {
  it('sends nothing for an untouched form and ignores the order of events', () => {
    const draft = draftOf(stored);
    expect(draft.api_key).toBe('');
    expect(changedFields(draft, stored)).toEqual({});
    expect(changedFields({ ...draft, events: ['transfer.success', 'transfer.error'] }, stored)).toEqual({});
  });

  it('sends only what changed, a new API key when typed, and never the delivery method', () => {
    const draft = { ...draftOf(stored), name: 'Ops 2', events: ['transfer.error' as const], api_key: 'new' };
    expect(changedFields({ ...draft, vendor: 'slack' }, stored)).toEqual({
      name: 'Ops 2',
      events: ['transfer.error'],
      api_key: 'new',
    });
  });

  it('leaves out a URL read up to its host while it is unchanged (the server keeps them)', () => {
    const masked = {
      ...stored,
      vendor: 'slack' as const,
      url: 'https://hooks.slack.example/…',
    };
    expect(validateDraft(draftOf(masked), 'edit')).toEqual({});
    expect(changedFields({ ...draftOf(masked), name: 'Renamed' }, masked)).toEqual({ name: 'Renamed' });
    const typed = 'https://hooks.slack.example/services/T0/B0/new-token';
    expect(changedFields({ ...draftOf(masked), url: typed }, masked)).toEqual({ url: typed });
  });
});
