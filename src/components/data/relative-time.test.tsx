import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatTimestamp } from '../../lib/time.ts';
import { LastSuccessTime, RelativeTime } from './relative-time.tsx';

const NOW = Date.parse('2026-03-10T12:00:00Z');

describe('RelativeTime', () => {
  it('shows the relative time inside <time> with the exact moment in dateTime and title', () => {
    const iso = '2026-03-10T11:55:00.000Z';
    const html = renderToStaticMarkup(<RelativeTime iso={iso} now={NOW} />);
    expect(html).toBe(`<time dateTime="${iso}" title="${formatTimestamp(iso)}">5 min ago</time>`);
  });

  it('shows a timestamp it cannot read as sent instead of breaking the table', () => {
    expect(renderToStaticMarkup(<RelativeTime iso="yesterday" now={NOW} />)).toBe('yesterday');
  });
});

describe('LastSuccessTime', () => {
  it("reads 'Has not transferred successfully' when there was no success", () => {
    expect(renderToStaticMarkup(<LastSuccessTime iso={null} now={NOW} />)).toBe(
      'Has not transferred successfully',
    );
  });

  it('is the relative time otherwise', () => {
    expect(renderToStaticMarkup(<LastSuccessTime iso="2026-03-08T12:00:00Z" now={NOW} />)).toContain(
      '2 days ago',
    );
  });
});
