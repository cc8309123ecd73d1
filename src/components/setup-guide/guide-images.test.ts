import { describe, expect, it } from 'vitest';
import { guideImageUrls } from './guide-images.ts';

const SAME_ORIGIN = { apiBaseUrl: '/api', origin: 'https://console.example.com' };

describe('guideImageUrls', () => {
  it('lists each image once, addressed as the rendered guide requests it', () => {
    const markdown = [
      '# Title',
      '![The export workers connect [over TLS]](/api/docs/images/direct-load-flow.svg)',
      'Text ![inline](/api/docs/images/ssh-tunnel.svg "A tunnel") more.',
      '![again](/api/docs/images/direct-load-flow.svg)',
      '![angle](<images/flow chart.svg>)',
    ].join('\n');
    expect(guideImageUrls(markdown, SAME_ORIGIN)).toEqual([
      'https://console.example.com/api/docs/images/direct-load-flow.svg',
      'https://console.example.com/api/docs/images/ssh-tunnel.svg',
      // Relative to the guide's own address, `<api>/docs`.
      'https://console.example.com/api/images/flow%20chart.svg',
    ]);
  });

  it('follows an API served elsewhere', () => {
    const context = { apiBaseUrl: 'https://api.example.com/v2', origin: 'https://console.example.com' };
    expect(guideImageUrls('![a](/api/docs/images/azure-sas.svg)', context)).toEqual([
      'https://api.example.com/v2/docs/images/azure-sas.svg',
    ]);
  });

  it('ignores links, raw HTML and addresses that cannot be fetched', () => {
    const markdown = [
      '[not an image](/api/docs/images/a.svg)',
      '<img src="/api/docs/images/b.svg">',
      '![x](data:image/png;base64,AAAA)',
      '![y](javascript:alert(1))',
      '![empty]()',
    ].join('\n');
    expect(guideImageUrls(markdown, SAME_ORIGIN)).toEqual([]);
  });
});
