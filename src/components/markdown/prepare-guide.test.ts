import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../markdown.tsx';
import type { GuideContext } from './guide-urls.ts';
import { getAttr, type TagToken, tokenize } from './html-tokens.ts';
import { prepareGuide } from './prepare-guide.ts';

const ORIGIN = 'https://console.example.com';
const sameHost: GuideContext = { apiBaseUrl: '/api', origin: ORIGIN };

/** The whole pipeline with the console's real micromark settings. */
const guide = (markdown: string, context = sameHost) => prepareGuide(compileMarkdown(markdown), context);
/** Everything the guide view would put into the page, as one string. */
const allHtml = (markdown: string, context = sameHost) => {
  const g = guide(markdown, context);
  return [g.introHtml, ...g.sections.flatMap((s) => [s.titleHtml, s.bodyHtml])].join('\n');
};
const tags = (html: string, name: string) =>
  tokenize(html).filter((t): t is TagToken => t.kind === 'tag' && !t.closing && t.name === name);

describe('sanitising', () => {
  const dangerous = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'Inline <img src="x" onerror="alert(1)"> html',
    '[click](javascript:alert(1))',
    '[click](JavaScript:alert(1))',
    '<javascript:alert(1)>',
    '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[vb](vbscript:msgbox(1))',
    '![pic](javascript:alert(1))',
    '## Title <script>alert(1)</script>\n\ntext',
  ];

  it.each(dangerous)('no live markup survives %s', (markdown) => {
    const html = allHtml(markdown);
    for (const token of tokenize(html)) {
      if (token.kind !== 'tag') continue;
      expect(['script', 'iframe', 'object', 'embed', 'style']).not.toContain(token.name);
      for (const [name, value] of token.attrs) {
        expect(name.startsWith('on'), `event handler ${name}`).toBe(false);
        if (name === 'href' || name === 'src')
          expect(value ?? '').not.toMatch(/^\s*(javascript|vbscript|data):/i);
      }
    }
  });

  it('shows raw HTML as text instead of running it', () => {
    const html = allHtml('<img src=x onerror=alert(1)>');
    expect(tags(html, 'img')).toEqual([]);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('drops an unsafe link but keeps its words', () => {
    const html = allHtml('Do [not click](javascript:alert(1)) here');
    expect(tags(html, 'a')).toEqual([]);
    expect(html).toContain('<p>Do not click here</p>');
  });

  it('drops an image whose address is unsafe', () => {
    expect(tags(allHtml('![pic](javascript:alert(1))'), 'img')).toEqual([]);
  });
});

describe('link targets', () => {
  it('opens other sites in a new tab without giving them this window, and says so', () => {
    const [link] = tags(allHtml('See [AWS](https://docs.aws.amazon.com/iam/)'), 'a');
    expect(link && getAttr(link, 'href')).toBe('https://docs.aws.amazon.com/iam/');
    expect(link && getAttr(link, 'target')).toBe('_blank');
    expect(link && getAttr(link, 'rel')).toBe('noopener noreferrer');
    expect(allHtml('See [AWS](https://docs.aws.amazon.com/iam/)')).toContain('(opens in a new tab)');
  });

  it('keeps links within the console in the same tab', () => {
    for (const markdown of [
      '[list](/destinations)',
      `[abs](${ORIGIN}/recipients)`,
      '[mail](mailto:ops@acme.io)',
    ]) {
      const [link] = tags(allHtml(markdown), 'a');
      expect(link && getAttr(link, 'target'), markdown).toBeNull();
      expect(allHtml(markdown)).not.toContain('opens in a new tab');
    }
  });

  it('sends API paths to the configured API, in a new tab when that is another site', () => {
    const apiElsewhere = { apiBaseUrl: 'https://api.example.com/v2', origin: ORIGIN };
    const [link] = tags(allHtml('[policy](/api/docs/images/policy.svg)', apiElsewhere), 'a');
    expect(link && getAttr(link, 'href')).toBe('https://api.example.com/v2/docs/images/policy.svg');
    expect(link && getAttr(link, 'target')).toBe('_blank');
  });
});

describe('images', () => {
  it('load lazily, keep their alt text and open in the lightbox from a named button', () => {
    const html = allHtml('![Data flow from the provider to your warehouse](/api/docs/images/flow.svg)');
    const [image] = tags(html, 'img');
    const [button] = tags(html, 'button');
    expect(image && getAttr(image, 'loading')).toBe('lazy');
    expect(image && getAttr(image, 'alt')).toBe('Data flow from the provider to your warehouse');
    expect(button && getAttr(button, 'type')).toBe('button');
    expect(button?.attrs.some(([n]) => n === 'data-lightbox')).toBe(true);
    expect(button && getAttr(button, 'aria-label')).toBe(
      'Enlarge image: Data flow from the provider to your warehouse',
    );
  });

  it.each([
    ['/api/docs/images/flow.svg', '/api', '/api/docs/images/flow.svg'],
    [
      '/api/docs/images/flow.svg',
      'https://api.example.com/v2',
      'https://api.example.com/v2/docs/images/flow.svg',
    ],
    ['api/docs/images/flow.svg', 'https://api.example.com', 'https://api.example.com/docs/images/flow.svg'],
    ['images/flow.svg', '/api', `${ORIGIN}/api/images/flow.svg`],
    ['https://cdn.example.org/flow.png', '/api', 'https://cdn.example.org/flow.png'],
    ['/icons/logo.svg', 'https://api.example.com/api', '/icons/logo.svg'],
  ])('%s on API base %s loads from %s', (src, apiBaseUrl, expected) => {
    const [image] = tags(allHtml(`![flow](${src})`, { apiBaseUrl, origin: ORIGIN }), 'img');
    expect(image && getAttr(image, 'src')).toBe(expected);
  });

  it('stay plain images inside a link (a button cannot sit in a link)', () => {
    const html = allHtml('[![logo](/api/docs/images/logo.svg)](https://example.org)');
    expect(tags(html, 'img')).toHaveLength(1);
    expect(tags(html, 'button')).toEqual([]);
  });
});

describe('tables and code', () => {
  it('scroll sideways inside a named, focusable box', () => {
    const html = allHtml('| Field | Meaning |\n|---|---|\n| host | Where |\n\n```\nlong code\n```');
    const region = tags(html, 'div').find((d) => getAttr(d, 'role') === 'region');
    expect(region && getAttr(region, 'aria-label')).toBe('Table: Field, Meaning');
    expect(region && getAttr(region, 'tabindex')).toBe('0');
    const [pre] = tags(html, 'pre');
    expect(pre && getAttr(pre, 'tabindex')).toBe('0');
  });
});
