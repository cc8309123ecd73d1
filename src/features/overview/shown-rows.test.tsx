// @vitest-environment jsdom
/**
 * Long overview tables show 100 rows, then 100 more per 'Show more'; while pages of the organisation
 * arrive, the rows on screen are handed back unchanged (the same array), so the table is not redrawn.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { firstContentShown, holdUntilFirstContent } from '../../lib/first-content.ts';
import { type Rendered, renderNow } from '../../test-support/render.tsx';
import { firstScreenRows, OVERVIEW_ROWS_STEP } from './row-counts.ts';
import { ShowMoreRows, useShownRows } from './shown-rows.tsx';

let view: Rendered;
let host: HTMLDivElement;
let seen: (readonly number[])[] = [];

function Probe({ rows }: { rows: readonly number[] }) {
  const { shown, showMore } = useShownRows(rows);
  seen.push(shown);
  return <ShowMoreRows shown={shown.length} total={rows.length} onMore={showMore} />;
}
const show = (rows: readonly number[]) => view.rerenderNow(<Probe rows={rows} />);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

beforeEach(() => {
  seen = [];
  view = renderNow(null);
  host = view.host;
});

describe('useShownRows and ShowMoreRows', () => {
  it('shows the first 100 of 250, then 100 more, then the last 50', async () => {
    const rows = range(250);
    show(rows);
    expect(seen.at(-1)).toHaveLength(OVERVIEW_ROWS_STEP);
    expect(host.textContent).toContain('Showing 100 of 250');
    const button = () => host.querySelector('button') as HTMLButtonElement;
    expect(button().textContent).toBe('Show 100 more');
    await act(async () => button().click());
    expect(seen.at(-1)).toHaveLength(200);
    expect(button().textContent).toBe('Show 50 more');
    await act(async () => button().click());
    expect(seen.at(-1)).toHaveLength(250);
    expect(host.querySelector('button')).toBeNull();
  });

  it('hands back the same rows while the list only grows past them', () => {
    const first = range(150);
    show(first);
    const shownFirst = seen.at(-1);
    show([...first, 150, 151]);
    expect(seen.at(-1)).toBe(shownFirst);
    show([-1, ...first]);
    expect(seen.at(-1)).not.toBe(shownFirst);
  });

  it('draws only the rows the window can show until the first screen is up, then the whole step', async () => {
    holdUntilFirstContent();
    show(range(250));
    // jsdom's window is 768 px tall: 20 rows of at least 40 px.
    expect(seen.at(-1)).toHaveLength(firstScreenRows(window.innerHeight));
    expect(firstScreenRows(768)).toBe(20);
    await act(async () => firstContentShown());
    expect(seen.at(-1)).toHaveLength(OVERVIEW_ROWS_STEP);
  });

  it('draws at least one row and at most a step on the first screen', () => {
    expect(firstScreenRows(0)).toBe(1);
    expect(firstScreenRows(844)).toBe(22);
    expect(firstScreenRows(10_000)).toBe(OVERVIEW_ROWS_STEP);
  });
});
