import { describe, expect, it } from 'vitest';
import { csvCell } from './csv.ts';

describe('csvCell', () => {
  it('leaves plain text and numbers alone, negative numbers too', () => {
    expect(csvCell('Acme')).toBe('Acme');
    expect(csvCell(1234)).toBe('1234');
    expect(csvCell(-2)).toBe('-2');
  });

  it('quotes separators, quotes, line breaks, tabs and edge spaces, doubling quotes', () => {
    expect(csvCell('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvCell('Acme; Inc.')).toBe('"Acme; Inc."');
    expect(csvCell('The "big" one')).toBe('"The ""big"" one"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell(' padded')).toBe('" padded"');
  });

  it('puts a quote mark before a formula, after any spaces or separators, and quotes it', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe(`"'+1"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@sum')).toBe(`"'@sum"`);
    expect(csvCell(' -2+3')).toBe(`"' -2+3"`);
    expect(csvCell(';+1')).toBe(`"';+1"`);
    expect(csvCell(',=1')).toBe(`"',=1"`);
    expect(csvCell('\n=1')).toBe(`"'\n=1"`);
    expect(csvCell('\uFF1D1+1')).toBe(`"'\uFF1D1+1"`);
    // Tab and CR are formula starts of their own to some spreadsheets (OWASP).
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
  });

  it('leaves a formula character inside the text alone', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('a;=1+1')).toBe('"a;=1+1"');
    expect(csvCell('me@acme.example')).toBe('me@acme.example');
  });
});
