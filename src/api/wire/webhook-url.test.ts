import { describe, expect, it } from 'vitest';
import { SLACK_WEBHOOK_HOST } from '../schemas/webhook.ts';
import { holdsMask, maskUrl } from './webhook-url.ts';

describe('maskUrl', () => {
  it('leaves a URL without secrets exactly as written', () => {
    for (const url of [
      'http://127.0.0.1:4173/api/dev/webhook-receiver/slack',
      'https://hooks.partner.example/in?team=ops&page=2',
      'HTTPS://Hooks.Partner.example/in?a=b%20c',
      'https://hooks.partner.example/services/T0/B0/not-slack',
      'not a url',
    ]) {
      expect(maskUrl(url)).toBe(url);
    }
  });

  it('masks the userinfo password (or a lone user), secret-named query values and the Slack path token', () => {
    expect(maskUrl('https://ops:pw-123@hooks.partner.example/in')).toBe(
      'https://ops:****@hooks.partner.example/in',
    );
    expect(maskUrl('https://tok-456@hooks.partner.example/in')).toBe('https://****@hooks.partner.example/in');
    expect(
      maskUrl(
        'https://hooks.partner.example/in?team=ops&token=a&apiKey=b&client_secret=c&sig=d&auth=e&code=f&password=g&X-Amz-Credential=h&empty=',
      ),
    ).toBe(
      'https://hooks.partner.example/in?team=ops&token=****&apiKey=****&client_secret=****&sig=****&auth=****&code=****&password=****&X-Amz-Credential=****&empty=',
    );
    expect(maskUrl(`https://${SLACK_WEBHOOK_HOST}/services/T0/B0/secretpart`)).toBe(
      `https://${SLACK_WEBHOOK_HOST}/services/T0/B0/****`,
    );
  });
});

describe('holdsMask', () => {
  it('finds the mask only where a secret goes', () => {
    expect(holdsMask(`https://${SLACK_WEBHOOK_HOST}/services/T0/B0/****`)).toBe(true);
    expect(holdsMask('https://ops:****@hooks.partner.example/in')).toBe(true);
    expect(holdsMask('https://hooks.partner.example/in?token=****')).toBe(true);
    expect(holdsMask('https://hooks.partner.example/in?token=abc')).toBe(false);
    expect(holdsMask('https://hooks.partner.example/****/in?team=****')).toBe(false);
  });
});
