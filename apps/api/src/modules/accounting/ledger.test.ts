import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TLedgerAccount,
  TTransaction,
  TTransactionList,
} from '@charterline/shared/schemas/accounting';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { createSignedInUser } from '../../../test/auth-helpers';
import { formedInvoicer } from '../invoicing/invoicing-test-helpers';
import { booksCalls, closeMonth } from './ledger-test-helpers';

describe(`ledger: accounts, transactions, locks (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let me: ReturnType<typeof booksCalls>;
  let them: ReturnType<typeof booksCalls>;
  let myCompanyId: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    const mine = await formedInvoicer(t.app);
    myCompanyId = mine.company.id;
    me = booksCalls(() => t.app, mine.headers);
    them = booksCalls(() => t.app, (await formedInvoicer(t.app, 'Otra Empresa')).headers);
  });
  afterAll(() => t.close());

  it('refuses a company that is not formed', async () => {
    const notFormed = booksCalls(() => t.app, (await createSignedInUser(t.app)).headers);
    const res = await notFormed.call('GET', '/accounts');
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].code).toBe('ACCOUNTING_NOT_OPEN');
  });

  it('accounts: balance, count and last date; currency locked; delete only when empty', async () => {
    const account = await me.account();
    expect(account).toMatchObject({
      balance: 100_00,
      transactionCount: 0,
      archived: false,
      currency: 'USD',
    });
    await me.tx(account.id, { amount: 2_000_00, date: '2026-02-01', description: 'Client' });
    await me.tx(account.id, { amount: -50_00, date: '2026-02-15' });
    const [listed] = (await me.data<TLedgerAccount[]>('GET', '/accounts')).filter(
      (a) => a.id === account.id,
    );
    expect(listed).toMatchObject({
      balance: 100_00 + 2_000_00 - 50_00,
      transactionCount: 2,
      lastTransactionOn: '2026-02-15',
    });
    expect(await me.code('PATCH', `/accounts/${account.id}`, { currency: 'EUR' })).toBe(
      'ACCOUNT_CURRENCY_LOCKED',
    );
    const renamed = await me.data<TLedgerAccount>('PATCH', `/accounts/${account.id}`, {
      name: 'Ops',
      archived: true,
    });
    // A patch changes only what it names (no defaults fill the rest).
    expect(renamed).toMatchObject({
      name: 'Ops',
      archived: true,
      currency: 'USD',
      openingBalance: 100_00,
    });
    expect(await me.code('DELETE', `/accounts/${account.id}`)).toBe('ACCOUNT_NOT_EMPTY');
    expect(
      await me.code('POST', '/transactions', {
        accountId: account.id,
        date: '2026-03-01',
        description: 'x',
        amount: 1,
      }),
    ).toBe('VALIDATION_ERROR');
    const empty = await me.account({ currency: 'EUR', name: 'Wise EUR' });
    expect(
      (await me.data<TLedgerAccount>('PATCH', `/accounts/${empty.id}`, { currency: 'GBP' }))
        .currency,
    ).toBe('GBP');
    expect((await me.call('DELETE', `/accounts/${empty.id}`)).statusCode).toBe(200);
    expect((await them.call('PATCH', `/accounts/${account.id}`, { name: 'Mine' })).statusCode).toBe(
      404,
    );
    expect((await them.call('DELETE', `/accounts/${account.id}`)).statusCode).toBe(404);
    expect((await me.call('POST', '/accounts', { name: '', openingDate: 'soon' })).statusCode).toBe(
      400,
    );
  });

  it('manual transactions: only the manual fields of a manual one; another company’s ids are 404', async () => {
    const account = await me.account();
    const software = await me.categoryId('software');
    const created = await me.tx(account.id, {
      categoryId: software,
      counterparty: 'GitHub',
      memo: 'seats',
    });
    expect(created).toMatchObject({
      source: 'manual',
      currency: 'USD',
      categoryName: 'Software and subscriptions',
      accountName: 'Mercury Checking',
      locked: false,
    });
    const changed = await me.data<TTransaction>('PATCH', `/transactions/${created.id}`, {
      amount: -9_99,
      date: '2026-03-11',
    });
    expect(changed).toMatchObject({ amount: -9_99, date: '2026-03-11' });
    expect((await them.call('GET', `/transactions/${created.id}`)).statusCode).toBe(404);
    expect(
      (await them.call('PATCH', `/transactions/${created.id}`, { memo: 'x' })).statusCode,
    ).toBe(404);
    expect(
      await them.code('POST', '/transactions', {
        accountId: account.id,
        date: '2026-03-01',
        description: 'x',
        amount: 1,
      }),
    ).toBe('NOT_FOUND');
    expect(
      await me.code('POST', '/transactions', {
        accountId: account.id,
        date: '2026-03-01',
        description: 'x',
        amount: 1,
        categoryId: await them.categoryId('sales'),
      }),
    ).toBe('NOT_FOUND');
    expect((await me.call('DELETE', `/transactions/${created.id}`)).statusCode).toBe(200);
    expect((await me.call('GET', `/transactions/${created.id}`)).statusCode).toBe(404);
  });

  it('split: parts add up; a category on it removes the split; categories count parts', async () => {
    const account = await me.account();
    const [software, meals] = [await me.categoryId('software'), await me.categoryId('meals')];
    const tx = await me.tx(account.id, { amount: -100_00 });
    expect(
      await me.code('PUT', `/transactions/${tx.id}/split`, {
        parts: [
          { amount: -60_00, categoryId: software },
          { amount: -30_00, categoryId: meals },
        ],
      }),
    ).toBe('SPLIT_DOES_NOT_ADD_UP');
    expect(
      (
        await me.call('PUT', `/transactions/${tx.id}/split`, {
          parts: [{ amount: -100_00, categoryId: software }],
        })
      ).statusCode,
    ).toBe(400);
    const split = await me.data<TTransaction>('PUT', `/transactions/${tx.id}/split`, {
      parts: [
        { amount: -120_00, categoryId: software, memo: 'licence' },
        { amount: 20_00, categoryId: meals },
      ],
    });
    expect(split).toMatchObject({
      categoryId: null,
      splits: [
        { amount: -120_00, categoryName: 'Software and subscriptions', memo: 'licence' },
        { amount: 20_00 },
      ],
    });
    const list = await me.data<TTransactionList>('GET', `/transactions?categoryId=${meals}`);
    expect(list.content.map((c) => c.id)).toContain(tx.id);
    const counted = (await me.categories()).find((c) => c.id === meals);
    expect(counted?.transactionCount).toBeGreaterThanOrEqual(1);
    const recategorised = await me.data<TTransaction>('PATCH', `/transactions/${tx.id}`, {
      categoryId: software,
    });
    expect(recategorised).toMatchObject({ categoryId: software, splits: [] });
    await me.data('PUT', `/transactions/${tx.id}/split`, {
      parts: [
        { amount: -50_00, categoryId: software },
        { amount: -50_00, categoryId: meals },
      ],
    });
    expect(await me.data<TTransaction>('DELETE', `/transactions/${tx.id}/split`)).toMatchObject({
      categoryId: null,
      splits: [],
    });
  });

  it('split parts are bounded like every amount and summed exactly (issue 33, item 10)', async () => {
    const account = await me.account();
    const software = await me.categoryId('software');
    const tx = await me.tx(account.id, { amount: -12_34 });
    // In floating point 9e15 + 9e15 - 1 is 1.8e16: these parts added up to -1233 and passed.
    const huge = [9e15, 9e15, -1, -9e15, -9e15, -12_33].map((amount) => ({
      amount,
      categoryId: software,
    }));
    const res = await me.call('PUT', `/transactions/${tx.id}/split`, { parts: huge });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR' });
    const parts = (...amounts: number[]) => ({
      parts: amounts.map((amount) => ({ amount, categoryId: software })),
    });
    expect(
      await me.code('PUT', `/transactions/${tx.id}/split`, parts(-10_000_000_001, 10_000_000_000)),
    ).toBe('VALIDATION_ERROR');
    expect(await me.code('PUT', `/transactions/${tx.id}/split`, parts(-12_00, -33))).toBe(
      'SPLIT_DOES_NOT_ADD_UP',
    );
    expect(
      await me.data<TTransaction>(
        'PUT',
        `/transactions/${tx.id}/split`,
        parts(10_000_000_000, -10_000_000_000, -12_34),
      ),
    ).toMatchObject({
      splits: [{ amount: 10_000_000_000 }, { amount: -10_000_000_000 }, { amount: -12_34 }],
    });
  });

  it('a closed month is read only: changes, moves into it and bulk categorise skip it', async () => {
    const account = await me.account();
    const tx = await me.tx(account.id, { date: '2025-06-10' });
    const open = await me.tx(account.id, { date: '2025-07-10' });
    await closeMonth(t.app, myCompanyId, '2025-06');
    expect((await me.data<TTransaction>('GET', `/transactions/${tx.id}`)).locked).toBe(true);
    expect(await me.code('PATCH', `/transactions/${tx.id}`, { memo: 'late' })).toBe(
      'BOOKS_MONTH_CLOSED',
    );
    expect(await me.code('DELETE', `/transactions/${tx.id}`)).toBe('BOOKS_MONTH_CLOSED');
    expect(await me.code('PATCH', `/transactions/${open.id}`, { date: '2025-06-30' })).toBe(
      'BOOKS_MONTH_CLOSED',
    );
    expect(
      await me.code('POST', '/transactions', {
        accountId: account.id,
        date: '2025-06-01',
        description: 'x',
        amount: 1,
      }),
    ).toBe('BOOKS_MONTH_CLOSED');
    const meals = await me.categoryId('meals');
    expect(
      await me.code('PUT', `/transactions/${tx.id}/split`, {
        parts: [
          { amount: -4_00, categoryId: meals },
          { amount: -50, categoryId: meals },
        ],
      }),
    ).toBe('BOOKS_MONTH_CLOSED');
    const theirs = await them.tx((await them.account()).id);
    const bulk = await me.data<{ updated: number }>('POST', '/transactions/categorise', {
      ids: [tx.id, open.id, theirs.id],
      categoryId: meals,
    });
    expect(bulk.updated).toBe(1);
    expect(
      (await them.data<TTransaction>('GET', `/transactions/${theirs.id}`)).categoryId,
    ).toBeNull();
    expect((await me.data<TTransaction>('GET', `/transactions/${open.id}`)).categoryId).toBe(meals);
  });
});
