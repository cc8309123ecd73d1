import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { TransferReport } from '../../api/schemas/transfer.ts';
import { transferReportCsv } from './report-csv.ts';

const row = (name: string, id: string, counts: Record<string, number>, rows: number) => ({
  destination_id: id,
  destination_name: name,
  vendor: 'postgres',
  total_transfers: Object.values(counts).reduce((a, b) => a + b, 0),
  counts_by_status: counts,
  rows_transferred: rows,
});

const report = (destinations: TransferReport['destinations']): TransferReport => ({
  start: '2026-10-22T14:24:00.000Z',
  end: '2026-11-23T12:00:00.000Z',
  destinations,
  totals: { total_transfers: 0, counts_by_status: {}, rows_transferred: 0 },
});

describe('transferReportCsv', () => {
  it('writes a header and one line per destination, statuses in their known order', () => {
    const csv = transferReportCsv(
      report([
        row('Acme, Inc.', 'd1', { ERROR: 1, SUCCESS: 2 }, 1200),
        row('Globex', 'd2', { SUCCESS: 5, CANCELLED: 0 }, 99),
      ]),
    );
    expect(csv.split('\r\n')).toEqual([
      'Destination Name,Destination ID,Vendor,Total Transfers,SUCCESS,ERROR,CANCELLED,Rows Transferred',
      '"Acme, Inc.",d1,postgres,3,2,1,0,1200',
      'Globex,d2,postgres,5,5,0,0,99',
      '',
    ]);
  });

  it('puts statuses the console does not know after the known ones', () => {
    const csv = transferReportCsv(report([row('A', 'd1', { ZZZ: 1, NEW: 2, SUCCESS: 3 }, 0)]));
    expect(csv.split('\r\n')[0]).toBe(
      'Destination Name,Destination ID,Vendor,Total Transfers,SUCCESS,NEW,ZZZ,Rows Transferred',
    );
  });

  it('is only the header when there are no destinations', () => {
    expect(transferReportCsv(report([]))).toBe(
      'Destination Name,Destination ID,Vendor,Total Transfers,Rows Transferred\r\n',
    );
  });
});

/**
 * Destination names come from staff and from recipients through magic links: the
 * file must open as text in a spreadsheet that splits on commas and in one that splits on semicolons.
 */
describe('the report opened by a spreadsheet', () => {
  // Each name, and what a comma-splitting spreadsheet reads back: a formula gets a quote mark in front.
  const NAMES: [string, string][] = [
    ['a;=1+1', 'a;=1+1'],
    ['=HYPERLINK("http://x.invalid")', `'=HYPERLINK("http://x.invalid")`],
    [' -2+3', "' -2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    [';+1', "';+1"],
    ['x\ny', 'x\ny'],
    ['"quoted"', '"quoted"'],
    ['Acme, Inc.', 'Acme, Inc.'],
  ];
  const csv = transferReportCsv(report(NAMES.map(([name], i) => row(name, `d${i}`, { SUCCESS: i }, i * 10))));
  // Trimmed as a spreadsheet shows it: csv-parse keeps the quote that opened a cell it had to relax.
  const startsFormula = (cell: string) =>
    /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell.trimStart().replace(/^"/, '').trimStart());

  it('splitting on commas, every row has its columns and its name back', () => {
    const [header, ...rows] = parse(csv, { delimiter: ',' }) as string[][];
    expect(header).toEqual([
      'Destination Name',
      'Destination ID',
      'Vendor',
      'Total Transfers',
      'SUCCESS',
      'Rows Transferred',
    ]);
    expect(rows.map((cells) => cells[0])).toEqual(NAMES.map(([, readBack]) => readBack));
    for (const [i, cells] of rows.entries()) {
      expect(cells.slice(1)).toEqual([`d${i}`, 'postgres', String(i), String(i), String(i * 10)]);
    }
    expect(rows.flat().filter(startsFormula)).toEqual([]);
  });

  it('splitting on semicolons, no cell starts a formula', () => {
    // Such a spreadsheet still honours quotes, and keeps what follows a closing quote in the cell.
    const records = parse(csv, {
      delimiter: ';',
      relax_quotes: true,
      relax_column_count: true,
    }) as string[][];
    expect(records.flat().filter(startsFormula)).toEqual([]);
  });
});
