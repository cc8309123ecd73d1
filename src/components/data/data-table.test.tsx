// @vitest-environment jsdom
import { linkOptions } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { renderStatic as render } from '../../test-support/render.tsx';
import { DataTable } from './data-table.tsx';
import { StatusBadge } from './status-badge.tsx';

interface Row {
  id: string;
  name: string;
  status: string;
}

const rows: Row[] = [
  { id: 'a/1', name: 'Acme', status: 'ERROR' },
  { id: 'b', name: 'Globex', status: 'SUCCESS' },
];

const table = (footer?: string) => (
  <DataTable
    label="Alerts"
    columns={[
      { header: 'Destination Name', cell: (r: Row) => r.name },
      { header: 'Status', cell: (r: Row) => <StatusBadge status={r.status} /> },
    ]}
    rows={rows}
    rowKey={(r) => r.id}
    rowLink={(r) => linkOptions({ to: '/destinations/$destinationId', params: { destinationId: r.id } })}
    footer={footer}
  />
);

describe('DataTable', () => {
  it('is a named table with a header row and one row per item', async () => {
    const doc = await render(table());
    const t = doc.querySelector('table');
    expect(t?.getAttribute('aria-label')).toBe('Alerts');
    expect([...doc.querySelectorAll('thead th[scope="col"]')].map((th) => th.textContent)).toEqual([
      'Destination Name',
      'Status',
    ]);
    expect(doc.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(doc.querySelector('tfoot')).toBeNull();
  });

  it('puts a real link to the detail page in the first cell of each row', async () => {
    const doc = await render(table());
    const links = [...doc.querySelectorAll('tbody tr td:first-child a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Acme', '/destinations/a%2F1'],
      ['Globex', '/destinations/b'],
    ]);
    expect(doc.querySelectorAll('tbody tr td:not(:first-child) a')).toHaveLength(0);
  });

  it('shows status as text, not colour alone', async () => {
    const doc = await render(table());
    expect([...doc.querySelectorAll('tbody td:nth-child(2)')].map((td) => td.textContent)).toEqual([
      'ERROR',
      'SUCCESS',
    ]);
  });

  it('scrolls inside its own keyboard-reachable box', async () => {
    const doc = await render(table());
    const box = doc.querySelector('table')?.parentElement;
    expect(box?.tagName).toBe('SECTION');
    expect(box?.getAttribute('tabindex')).toBe('0');
    expect(box?.getAttribute('aria-label')).toBe('Alerts table');
  });

  it('adds the footer line across all columns when given', async () => {
    const doc = await render(table('2 alerts'));
    const cell = doc.querySelector('tfoot td');
    expect(cell?.textContent).toBe('2 alerts');
    expect(cell?.getAttribute('colspan')).toBe('2');
  });
});
