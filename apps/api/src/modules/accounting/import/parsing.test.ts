import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount';
import { suggestMapping } from './bank-formats';
import { guessDateFormat, parseDate } from './dates';
import { fingerprintCounter } from './fingerprint';
import { delimiterOf, formatOf } from './read-statement';

describe('statement parsing', () => {
  it('reads amounts exactly, whatever the bank prints', () => {
    expect(parseAmount('-$1,234.56')).toBe(-123_456);
    expect(parseAmount('(12.50)')).toBe(-1_250);
    expect(parseAmount('12.50-')).toBe(-1_250);
    expect(parseAmount('$ 0.10')).toBe(10);
    expect(parseAmount('1.234,56 €', ',')).toBe(123_456);
    expect(parseAmount('-0,3', ',')).toBe(-30);
    expect(parseAmount('USD 19.99')).toBe(1_999);
    expect(parseAmount('+7')).toBe(700);
    expect(parseAmount('1e5')).toBeNull();
    expect(parseAmount('12.345')).toBeNull();
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });

  it('reads dates strictly and guesses the format from samples', () => {
    expect(parseDate('09-15-2026', 'MM-DD-YYYY')).toBe('2026-09-15');
    expect(parseDate('15.09.2026', 'DD.MM.YYYY')).toBe('2026-09-15');
    expect(parseDate('9/5/26', 'MM/DD/YY')).toBe('2026-09-05');
    expect(parseDate('2026-09-15 14:03:00', 'YYYY-MM-DD')).toBe('2026-09-15');
    expect(parseDate('31/02/2026', 'DD/MM/YYYY')).toBeNull();
    expect(parseDate('2026-13-01', 'YYYY-MM-DD')).toBeNull();
    expect(guessDateFormat(['15-09-2026', '01-10-2026'])).toBe('DD-MM-YYYY');
    expect(guessDateFormat(['03/04/2026'])).toBe('MM/DD/YYYY');
    expect(guessDateFormat(['soon'])).toBeNull();
  });

  it('keeps the n-th identical row of a file apart, and uses the FITID when given', () => {
    const fp = fingerprintCounter('acc');
    const coffee = { date: '2026-09-15', amount: -650, description: 'Blue  Bottle' };
    const a = fp(coffee);
    const b = fp({ ...coffee, description: 'blue bottle' });
    expect(a).not.toBe(b);
    expect(fingerprintCounter('acc')(coffee)).toBe(a);
    expect(fp({ ...coffee, fitId: 'F1' })).toBe(
      fingerprintCounter('acc')({ ...coffee, fitId: 'F1' }),
    );
    expect(fingerprintCounter('other')(coffee)).not.toBe(a);
  });

  it('detects the delimiter and the format', () => {
    expect(delimiterOf('\uFEFFDate;Description;Amount\n1;2;3')).toBe(';');
    expect(delimiterOf('Date\tDescription\tAmount')).toBe('\t');
    expect(delimiterOf('"Date, UTC",Description,Amount')).toBe(',');
    expect(formatOf('OFXHEADER:100\n', 'x.csv')).toBe('ofx');
    expect(formatOf('Date,Amount', 'x.qfx')).toBe('ofx');
    expect(formatOf('Date,Amount', 'x.txt')).toBe('csv');
  });

  it('suggests the remembered mapping when it fits, else the bank’s', () => {
    const columns = ['Date', 'Description', 'Amount', 'Running Bal.'];
    const rows = [['09/15/2026', 'AWS', '-1.00', '5.00']];
    expect(suggestMapping({ columns, sampleRows: rows, remembered: null })).toMatchObject({
      dateColumn: 'Date',
      dateFormat: 'MM/DD/YYYY',
    });
    const remembered = {
      dateColumn: 'Date',
      dateFormat: 'DD/MM/YYYY' as const,
      descriptionColumn: 'Description',
      amount: { mode: 'single' as const, column: 'Amount', invert: true },
      counterpartyColumn: null,
      decimalSeparator: '.' as const,
    };
    expect(suggestMapping({ columns, sampleRows: rows, remembered })).toBe(remembered);
    expect(
      suggestMapping({
        columns: ['a', 'b'],
        sampleRows: [],
        remembered: { ...remembered, dateColumn: 'x' },
      }),
    ).toBeNull();
  });
});
