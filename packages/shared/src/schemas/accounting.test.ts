import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CHART,
  FORM_5472_KINDS,
  ZAccountingIdParams,
  ZAttachInput,
  ZBulkCategorise,
  ZCategoryInput,
  ZCategoryPatch,
  ZCsvMapping,
  ZForm5472Query,
  ZImportCommitInput,
  ZImportListQuery,
  ZImportPreviewInput,
  ZLedgerAccountInput,
  ZLedgerAccountPatch,
  ZMatchInput,
  ZReportQuery,
  ZRuleInput,
  ZSplitInput,
  ZTransactionInput,
  ZTransactionListQuery,
  ZTransactionPatch,
} from './accounting';

const ID = '4f1b2c3d-0a1b-4c2d-8e3f-112233445566';
const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((i) => i.path.join('.'));

describe('accounting contract', () => {
  it('accounts: defaults on create, none on a patch', () => {
    expect(ZLedgerAccountInput.parse({ name: ' Mercury ', openingDate: '2026-01-01' })).toEqual({
      name: 'Mercury',
      kind: 'bank',
      currency: 'USD',
      openingBalance: 0,
      openingDate: '2026-01-01',
    });
    expect(
      fieldsOf(ZLedgerAccountInput.safeParse({ name: '', openingDate: '2026-13-01', last4: '12' })),
    ).toEqual(expect.arrayContaining(['name', 'openingDate', 'last4']));
    expect(ZLedgerAccountPatch.parse({ name: 'Ops' })).toEqual({ name: 'Ops' });
    expect(ZLedgerAccountPatch.parse({ archived: true, currency: 'eur' })).toEqual({
      archived: true,
      currency: 'EUR',
    });
    expect(ZLedgerAccountPatch.safeParse({ openingBalance: 1.5 }).success).toBe(false);
  });

  it('CSV mappings: single or split amount columns', () => {
    const single = ZCsvMapping.parse({
      dateColumn: 'Date',
      dateFormat: 'MM/DD/YYYY',
      descriptionColumn: 'Description',
      amount: { mode: 'single', column: 'Amount' },
    });
    expect(single).toMatchObject({ decimalSeparator: '.', amount: { invert: false } });
    expect(
      ZCsvMapping.safeParse({
        dateColumn: 'Date',
        dateFormat: 'YYYY-MM-DD',
        descriptionColumn: 'Memo',
        amount: { mode: 'split', debitColumn: 'Out', creditColumn: '' },
      }).success,
    ).toBe(false);
    expect(ZImportPreviewInput.parse({})).toEqual({});
    expect(ZImportCommitInput.parse({ mapping: null })).toEqual({
      mapping: null,
      rememberMapping: true,
    });
    expect(ZImportListQuery.safeParse({ accountId: 'nope' }).success).toBe(false);
  });

  it('categories and the default chart', () => {
    expect(ZCategoryInput.parse({ name: ' Coworking ', type: 'expense' })).toEqual({
      name: 'Coworking',
      type: 'expense',
    });
    expect(ZCategoryInput.safeParse({ name: 'x', type: 'asset' }).success).toBe(false);
    expect(ZCategoryPatch.parse({ archived: true })).toEqual({ archived: true });
    const keys = DEFAULT_CHART.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    const kinds = DEFAULT_CHART.flatMap((c) => ('form5472' in c ? [c.form5472] : []));
    expect(kinds.every((k) => FORM_5472_KINDS.includes(k))).toBe(true);
  });

  it('rules need a condition and a sane amount range', () => {
    expect(ZRuleInput.parse({ descriptionContains: 'stripe', categoryId: ID })).toMatchObject({
      direction: 'any',
    });
    expect(ZRuleInput.parse({ direction: 'in', categoryId: ID }).direction).toBe('in');
    expect(fieldsOf(ZRuleInput.safeParse({ categoryId: ID }))).toEqual(['descriptionContains']);
    expect(fieldsOf(ZRuleInput.safeParse({ amountMin: 10, amountMax: 5, categoryId: ID }))).toEqual(
      ['amountMax'],
    );
    expect(ZRuleInput.safeParse({ accountId: ID, categoryId: 'x' }).success).toBe(false);
  });

  it('transactions: list query, input, patch, bulk, split, match, attach', () => {
    expect(ZTransactionListQuery.parse({})).toEqual({ page: 0, size: 50, sort: 'date,desc' });
    expect(
      ZTransactionListQuery.parse({
        uncategorised: 'true',
        page: '2',
        sort: 'amount,asc',
        q: ' a ',
      }),
    ).toMatchObject({ uncategorised: true, page: 2, sort: 'amount,asc', q: 'a' });
    expect(ZTransactionListQuery.parse({ uncategorised: 'false' }).uncategorised).toBe(false);
    for (const bad of [
      { sort: 'id,asc' },
      { size: '101' },
      { uncategorised: 'yes' },
      { from: '2026-02-30' },
    ]) {
      expect(ZTransactionListQuery.safeParse(bad).success).toBe(false);
    }
    const input = { accountId: ID, date: '2026-03-01', description: 'Coffee', amount: -450 };
    expect(ZTransactionInput.parse(input)).toEqual(input);
    expect(
      fieldsOf(ZTransactionInput.safeParse({ ...input, amount: 0, description: ' ' })),
    ).toEqual(expect.arrayContaining(['amount', 'description']));
    expect(ZTransactionPatch.parse({ memo: 'x' })).toEqual({ memo: 'x' });
    expect(ZBulkCategorise.parse({ ids: [ID], categoryId: null })).toEqual({
      ids: [ID],
      categoryId: null,
    });
    expect(ZBulkCategorise.safeParse({ ids: [], categoryId: ID }).success).toBe(false);
    expect(ZSplitInput.safeParse({ parts: [{ amount: -1, categoryId: ID }] }).success).toBe(false);
    expect(
      ZSplitInput.parse({
        parts: [
          { amount: -1, categoryId: ID },
          { amount: 2, categoryId: ID, memo: ' m ' },
        ],
      }).parts[1],
    ).toEqual({ amount: 2, categoryId: ID, memo: 'm' });
    expect(
      ZSplitInput.safeParse({
        parts: [
          { amount: 0, categoryId: ID },
          { amount: 1, categoryId: ID },
        ],
      }).success,
    ).toBe(false);
    expect(ZMatchInput.safeParse({ transactionId: 'x' }).success).toBe(false);
    expect(ZAttachInput.parse({ documentId: ID })).toEqual({ documentId: ID });
    expect(ZAccountingIdParams.safeParse({ id: '1' }).success).toBe(false);
  });

  it('reports: period, currency and the Form 5472 year', () => {
    expect(ZReportQuery.parse({ from: '2026-01-01', to: '2026-12-31' }).currency).toBe('USD');
    expect(ZReportQuery.safeParse({ from: '2026-01-01' }).success).toBe(false);
    expect(ZForm5472Query.parse({ year: '2026' }).year).toBe(2026);
    expect(ZForm5472Query.safeParse({ year: '1999' }).success).toBe(false);
  });
});
