import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../markdown.tsx';
import { detectCallout } from './callouts.ts';
import { prepareGuide } from './prepare-guide.ts';

const intro = (markdown: string) =>
  prepareGuide(compileMarkdown(markdown), { apiBaseUrl: '/api', origin: 'https://console.example.com' })
    .introHtml;

describe('callout detection', () => {
  it.each([
    ['ℹ️ Note: read this', 'info'],
    ['ℹ read this', 'info'],
    ['⚠️ Warning: careful', 'warning'],
    ['⚠ careful', 'warning'],
    ['💡 Tip: faster', 'tip'],
    ['✅ Done', 'success'],
    ['❗ Must', 'danger'],
    ['🚨 Outage', 'danger'],
    ['🦄 Unknown emoji still calls out', 'info'],
  ])('%s is a %s callout', (text, kind) => {
    expect(detectCallout(text)?.kind).toBe(kind);
  });

  it.each(['Plain text', '© 2025 Acme', '1. step', ' ', ''])('%j is not a callout', (text) => {
    expect(detectCallout(text)).toBeNull();
  });

  it('gives the text after the emoji as the rest', () => {
    expect(detectCallout('⚠️  Warning: x')).toEqual({ kind: 'warning', emoji: '⚠️', rest: 'Warning: x' });
  });
});

describe('callout rendering', () => {
  it('boxes the paragraph as a note of its kind, keeping the guide own label in bold', () => {
    expect(intro('⚠️ Warning: rotate the key yearly.')).toBe(
      '<div data-callout="warning" role="note"><span data-callout-icon aria-hidden="true">⚠️</span>' +
        '<p><strong data-callout-label>Warning:</strong> rotate the key yearly.</p></div>',
    );
  });

  it('marks a bold label the guide wrote itself', () => {
    expect(intro('💡 **Pro tip:** use a replica.')).toContain(
      '<p><strong data-callout-label>Pro tip:</strong> use a replica.</p>',
    );
  });

  it('adds the kind as a label in words when the guide has none (never colour alone)', () => {
    expect(intro('🚨 The password is shown *once*.')).toContain(
      '<p><strong data-callout-label>Important:</strong> The password is shown <em>once</em>.</p>',
    );
    expect(intro('✅ It works')).toContain('<strong data-callout-label>Success:</strong> It works');
  });

  it('leaves other paragraphs alone', () => {
    expect(intro('Create the user, then ⚠️ check grants.')).toBe(
      '<p>Create the user, then ⚠️ check grants.</p>',
    );
  });

  it('escapes what follows the emoji', () => {
    expect(intro('ℹ️ Note: a <b> & c')).toContain('a &lt;b&gt; &amp; c');
  });
});
