import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { formedInvoicer } from '../invoicing/invoicing-test-helpers';
import { booksCalls } from './ledger-test-helpers';

// The repository's fuzz suite calls as a customer whose company is not formed (every books
// route stops at ACCOUNTING_NOT_OPEN); this one throws junk at the ledger as a formed one.
const junk = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '',
    '%',
    '_',
    '\\',
    "'; drop table x; --",
    '1e309',
    '-1',
    'NaN',
    'x'.repeat(5000),
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
);
const body = fc.dictionary(
  fc.constantFrom(
    'name',
    'currency',
    'openingDate',
    'openingBalance',
    'amount',
    'date',
    'description',
    'accountId',
    'categoryId',
    'ids',
    'parts',
    'transactionId',
    'documentId',
    'type',
    'descriptionContains',
    'amountMin',
    'amountMax',
    'archived',
    'memo',
  ),
  junk,
  { maxKeys: 5 },
);
const query = fc.dictionary(
  fc.constantFrom(
    'q',
    'page',
    'size',
    'sort',
    'from',
    'to',
    'accountId',
    'categoryId',
    'uncategorised',
    'source',
  ),
  fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.constantFrom('%', '_', 'date,asc', 'amount,desc', '2026-02-30', '-1'),
  ),
  { maxKeys: 4 },
);

describe(`ledger routes under junk input as a formed company (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let me: ReturnType<typeof booksCalls>;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    me = booksCalls(() => t.app, (await formedInvoicer(t.app)).headers);
    const account = await me.account();
    const tx = await me.tx(account.id);
    ids = [
      account.id,
      tx.id,
      await me.categoryId('software'),
      'not-a-uuid',
      '00000000-0000-0000-0000-000000000000',
    ];
  });
  afterAll(() => t.close());

  it('answers 2xx or 4xx in the envelope, never 5xx', { timeout: 120_000 }, async () => {
    const routes = [
      'GET /accounts',
      'POST /accounts',
      'PATCH /accounts/:id',
      'DELETE /accounts/:id',
      'GET /categories',
      'POST /categories',
      'PATCH /categories/:id',
      'DELETE /categories/:id',
      'GET /rules',
      'POST /rules',
      'PUT /rules/:id',
      'DELETE /rules/:id',
      'POST /rules/apply',
      'GET /transactions',
      'GET /transactions/export.csv',
      'POST /transactions',
      'POST /transactions/categorise',
      'GET /transactions/:id',
      'PATCH /transactions/:id',
      'PUT /transactions/:id/split',
      'DELETE /transactions/:id/split',
      'GET /transactions/:id/match-candidates',
      'POST /transactions/:id/match',
      'DELETE /transactions/:id/match',
      'POST /transactions/:id/attachments',
      'DELETE /transactions/:id/attachments/:id',
      'GET /overview',
      'DELETE /transactions/:id',
    ];
    const cases = fc.sample(fc.record({ body, query, id: fc.nat(4) }), {
      numRuns: routes.length * Number(process.env.LEDGER_JUNK_PER_ROUTE ?? 12),
      seed: 22,
    });
    const failures: string[] = [];
    for (const [i, c] of cases.entries()) {
      const [method, path] = (routes[i % routes.length] as string).split(' ') as [string, string];
      const url = `${path.replaceAll(':id', ids[c.id] as string)}?${new URLSearchParams(c.query as Record<string, string>)}`;
      const res = await me.call(
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : c.body,
      );
      const file = res.statusCode < 300 && !String(res.headers['content-type']).includes('json');
      const status = file ? 'success' : (res.json() as { status?: string }).status;
      if (res.statusCode >= 500 || !['success', 'error'].includes(status ?? '')) {
        failures.push(
          `${method} ${url} ${JSON.stringify(c.body)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });
});
