import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../markdown.tsx';
import { prepareGuide } from './prepare-guide.ts';

const guide = (markdown: string) =>
  prepareGuide(compileMarkdown(markdown), { apiBaseUrl: '/api', origin: 'https://console.example.com' });

describe('section splitting', () => {
  it('puts the text before the first level-2 heading in the intro and one section per heading', () => {
    const g = guide(
      'Welcome.\n\n## Create a user\n\nRun this.\n\n### Details\n\nMore.\n\n## Allow our IPs\n\nAdd them.',
    );
    expect(g.introHtml).toBe('<p>Welcome.</p>\n');
    expect(g.sections.map((s) => s.title)).toEqual(['Create a user', 'Allow our IPs']);
    expect(g.sections[0]?.bodyHtml).toContain('<p>Run this.</p>');
    expect(g.sections[0]?.bodyHtml).toContain('<h4>Details</h4>');
    expect(g.sections[1]?.bodyHtml).toBe('\n<p>Add them.</p>');
  });

  it('has an empty intro when the guide opens with a section', () => {
    const g = guide('## First\n\nText');
    expect(g.introHtml).toBe('');
    expect(g.sections).toHaveLength(1);
  });

  it('has no sections when there is no level-2 heading', () => {
    const g = guide('# Title\n\nJust text.\n\n### Small heading');
    expect(g.sections).toEqual([]);
    expect(g.introHtml).toContain('<h2>Title</h2>');
    expect(g.introHtml).toContain('<h4>Small heading</h4>');
  });

  it('splits at underlined (setext) level-2 headings too', () => {
    expect(guide('Intro\n\nGrants\n------\n\nText').sections.map((s) => s.title)).toEqual(['Grants']);
  });

  it('does not split at "## " inside code, quotes, lists or footnotes', () => {
    const markdown = [
      '## Real',
      '```sql\n## not a heading\n```',
      '> ## quoted',
      '- item\n\n  ## in a list',
      'Text with a note[^1].',
      '[^1]: The note.',
    ].join('\n\n');
    const g = guide(markdown);
    expect(g.sections.map((s) => s.title)).toEqual(['Real']);
    expect(g.sections[0]?.bodyHtml).toContain('## not a heading');
    expect(g.sections[0]?.bodyHtml).toContain('quoted');
    expect(g.sections[0]?.bodyHtml).toContain('The note.');
  });

  it('keeps inline markup in titles but drops links from them (the title is a button)', () => {
    const [section] = guide('## Set `search_path` for [Postgres](https://postgresql.org)\n\nx').sections;
    expect(section?.title).toBe('Set search_path for Postgres');
    expect(section?.titleHtml).toBe('Set <code>search_path</code> for Postgres');
  });

  it('decodes entities in plain titles', () => {
    expect(guide('## Roles & "grants"\n\nx').sections[0]?.title).toBe('Roles & "grants"');
  });
});
