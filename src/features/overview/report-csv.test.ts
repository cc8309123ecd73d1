import { describe, expect, it } from 'vitest';
import type { TransferReport } from '../../api/schemas/transfer.ts';
import { csvField, transferReportCsv } from './report-csv.ts';

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

describe('csvField', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvField('Acme')).toBe('Acme');
    expect(csvField(1234)).toBe('1234');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling quotes', () => {
    expect(csvField('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvField('The "big" one')).toBe('"The ""big"" one"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
  });

  it('keeps a spreadsheet from running a name as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@sum')).toBe("'@sum");
  });
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
