import { describe, expect, it } from 'vitest';
import { csvOf, safeCell } from './csv';

describe('CSV cells (issue 33, item 12)', () => {
  it('quotes a cell a spreadsheet would run, ASCII or full-width', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', '\uff1d', '\uff0b', '\uff0d', '\uff20']) {
      expect(safeCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    }
  });

  it('leaves other text as it is', () => {
    for (const text of ['', 'Acme', ' =not first', '1-2', "'quoted", 'Zoë', '東京']) {
      expect(safeCell(text)).toBe(text);
    }
  });

  it('writes CRLF lines with the quoting of RFC 4180', () => {
    expect(
      csvOf([
        ['a', safeCell('=x,"y"')],
        ['-1.00', 'b'],
      ]),
    ).toBe(`a,"'=x,""y"""\r\n-1.00,b\r\n`);
  });
});
