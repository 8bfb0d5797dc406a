import { describe, expect, it } from 'vitest';
import {
  isBackdated,
  shownStatusOf,
  ZInvoiceDraftInput,
  ZInvoiceListQuery,
  ZInvoiceSettings,
} from './invoicing';

const open = {
  status: 'open' as const,
  dueDate: '2026-12-01',
  amountPaid: 0,
  balance: 10_000,
  sentAt: null,
  viewedAt: null,
};

describe('shown status of an invoice', () => {
  it('keeps what is stored unless the invoice is open', () => {
    for (const status of ['draft', 'paid', 'void', 'uncollectible'] as const) {
      expect(shownStatusOf({ ...open, status }, '2027-01-01')).toBe(status);
    }
  });

  it('ranks overdue over partially paid over viewed over sent', () => {
    const today = '2026-11-25';
    expect(shownStatusOf(open, today)).toBe('open');
    expect(shownStatusOf({ ...open, sentAt: 'x' }, today)).toBe('sent');
    expect(shownStatusOf({ ...open, sentAt: 'x', viewedAt: 'y' }, today)).toBe('viewed');
    expect(shownStatusOf({ ...open, viewedAt: 'y', amountPaid: 1, balance: 9_999 }, today)).toBe(
      'partially_paid',
    );
    expect(shownStatusOf({ ...open, amountPaid: 1, balance: 9_999 }, '2026-12-02')).toBe('overdue');
    // The due date itself is not late; nothing owed is never overdue.
    expect(shownStatusOf(open, '2026-12-01')).toBe('open');
    expect(shownStatusOf({ ...open, dueDate: null }, '2030-01-01')).toBe('open');
  });
});

describe('invoice inputs', () => {
  const draft = {
    customerId: '00000000-0000-4000-8000-000000000001',
    lines: [{ description: 'Design', quantity: 1.25, unitPrice: 10_000, taxRate: 8.875 }],
  };

  it('takes a draft with decimal quantities and a tax rate, net 30 by default', () => {
    const parsed = ZInvoiceDraftInput.parse(draft);
    expect(parsed.terms).toBe('net_30');
    expect(parsed.lines[0]?.taxRate).toBe(8.875);
  });

  it('says what is wrong with a line, the terms or the discount', () => {
    const issues = (input: unknown) =>
      ZInvoiceDraftInput.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ...draft, lines: [] })).toEqual([['lines', 'Add at least one line']]);
    expect(issues({ ...draft, lines: [{ ...draft.lines[0], quantity: 1.23456 }] })).toEqual([
      ['lines.0.quantity', 'Use at most four decimals'],
    ]);
    expect(issues({ ...draft, lines: [{ ...draft.lines[0], taxRate: 1.2345 }] })).toEqual([
      ['lines.0.taxRate', 'Use at most three decimals'],
    ]);
    expect(issues({ ...draft, lines: [{ ...draft.lines[0], unitPrice: -1 }] })).toEqual([
      ['lines.0.unitPrice', 'A price cannot be negative'],
    ]);
    expect(issues({ ...draft, terms: 'custom' })).toEqual([['dueDate', 'Choose the due date']]);
    expect(issues({ ...draft, currency: 'dollars' })).toEqual([
      ['currency', 'Use a three-letter currency code, e.g. USD'],
    ]);
  });

  it('reads list filters and refuses an unknown status or sort', () => {
    expect(ZInvoiceListQuery.parse({ status: 'overdue,partially_paid' }).sort).toBe(
      'issueDate,desc',
    );
    expect(ZInvoiceListQuery.safeParse({ status: 'late' }).success).toBe(false);
    expect(ZInvoiceListQuery.safeParse({ sort: 'secret,asc' }).success).toBe(false);
  });

  it('keeps a prefix to letters, digits and dashes, and a default term that is not custom', () => {
    const settings = {
      prefix: 'nc',
      defaultTerms: 'net_15',
      defaultCurrency: 'usd',
      footer: null,
      paymentInstructions: null,
      reminders: { beforeDue: true, onDue: true, afterDue: false },
    };
    expect(ZInvoiceSettings.parse(settings)).toMatchObject({
      prefix: 'NC',
      defaultCurrency: 'USD',
    });
    expect(ZInvoiceSettings.safeParse({ ...settings, prefix: 'N C' }).success).toBe(false);
    expect(ZInvoiceSettings.safeParse({ ...settings, defaultTerms: 'custom' }).success).toBe(false);
  });
});

describe('a backdated draft', () => {
  it('is dated before the earliest day still current somewhere (UTC−12)', () => {
    // 02:00 UTC on Nov 30 is still Nov 29 west of Greenwich: a draft of Nov 29 is not backdated.
    const earlyUtc = new Date('2026-11-30T02:00:00Z');
    expect(isBackdated('2026-11-29', earlyUtc)).toBe(false);
    expect(isBackdated('2026-11-28', earlyUtc)).toBe(true);
    // From noon UTC, Nov 30 has begun everywhere: Nov 29 is behind every calendar.
    expect(isBackdated('2026-11-29', new Date('2026-11-30T12:00:00Z'))).toBe(true);
    expect(isBackdated('2026-11-30', new Date('2026-11-30T12:00:00Z'))).toBe(false);
  });
});
