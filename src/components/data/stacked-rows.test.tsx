// @vitest-environment jsdom
import { linkOptions } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { renderStatic as render } from '../../test-support/render.tsx';
import { type Column, DataTable } from './data-table.tsx';
import { stackedRows } from './stacked-rows.ts';

interface Row {
  id: string;
  name: string;
  status: string;
  at: string;
}

const rows: Row[] = [
  { id: 'a', name: 'Acme', status: 'ERROR', at: '5 min ago' },
  { id: 'b', name: 'Globex', status: 'FAILED', at: '2 hours ago' },
];

const columns: [Column<Row>, ...Column<Row>[]] = [
  { header: 'Destination Name', stackLabel: 'Never shown', cell: (r) => r.name },
  { header: 'Last Sync Status', cell: (r) => r.status },
  { header: 'Last Sync Attempt', stackLabel: 'Last attempt', cell: (r) => r.at },
];

const table = (stacked: boolean) => (
  <DataTable
    label="Alerts"
    stacked={stacked}
    columns={columns}
    rows={rows}
    rowKey={(r) => r.id}
    rowLink={(r) => linkOptions({ to: '/destinations/$destinationId', params: { destinationId: r.id } })}
    footer="2 alerts"
  />
);

const classesOf = (el: Element | null | undefined) => el?.getAttribute('class')?.split(' ') ?? [];
/** A css() result is one or more atomic class names. */
const tokens = (classes: string) => classes.split(' ');

describe('DataTable with stacked rows', () => {
  it('stays a table with its column headers, one link per row', async () => {
    const doc = await render(table(true));
    expect(doc.querySelector('table')?.getAttribute('aria-label')).toBe('Alerts');
    expect([...doc.querySelectorAll('thead th[scope="col"]')].map((th) => th.textContent)).toEqual([
      'Destination Name',
      'Last Sync Status',
      'Last Sync Attempt',
    ]);
    const body = [...doc.querySelectorAll('tbody tr')];
    expect(body).toHaveLength(2);
    for (const tr of body) {
      expect(tr.querySelectorAll('td')).toHaveLength(3);
      expect(tr.querySelectorAll('a')).toHaveLength(1);
    }
  });

  it('labels the labelled value cells by attribute, so their text stays the value alone', async () => {
    const doc = await render(table(true));
    const [first] = doc.querySelectorAll('tbody tr');
    const cells = [...(first?.querySelectorAll('td') ?? [])];
    // The name cell is the row's title, never labelled; the status badge speaks for itself.
    expect(cells.map((td) => td.getAttribute('data-label'))).toEqual([null, null, 'Last attempt']);
    expect(cells.map((td) => td.textContent)).toEqual(['Acme', 'ERROR', '5 min ago']);
  });

  it('puts the stacking classes on the table, its rows, the name cell and the other cells', async () => {
    const doc = await render(table(true));
    expect(classesOf(doc.querySelector('table'))).toEqual(expect.arrayContaining(tokens(stackedRows.root)));
    expect(classesOf(doc.querySelector('thead'))).toEqual(expect.arrayContaining(tokens(stackedRows.head)));
    expect(classesOf(doc.querySelector('tbody tr'))).toEqual(expect.arrayContaining(tokens(stackedRows.row)));
    expect(classesOf(doc.querySelector('tbody td:first-child'))).toEqual(
      expect.arrayContaining(tokens(stackedRows.lead)),
    );
    expect(classesOf(doc.querySelector('tbody td:nth-child(2)'))).toEqual(
      expect.arrayContaining(tokens(stackedRows.cell)),
    );
    expect(classesOf(doc.querySelector('tfoot'))).toEqual(expect.arrayContaining(tokens(stackedRows.footer)));
  });

  it('leaves a table that does not ask for it as it was', async () => {
    const doc = await render(table(false));
    expect(doc.querySelectorAll('[data-label]')).toHaveLength(0);
    const all = [...doc.querySelectorAll('*')].flatMap(classesOf);
    for (const cls of Object.values(stackedRows).flatMap(tokens)) expect(all).not.toContain(cls);
  });
});
