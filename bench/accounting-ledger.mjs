// The books of one company with 100,000 transactions (issue 22): the first ledger page, a
// filtered search and the profit and loss of a year, through app.inject on PostgreSQL at `url`
// (a fresh database) or PGlite in memory. A route that answers otherwise than 200 is reported
// missing. Alone: `[DATABASE_URL=postgres://…] node bench/accounting-ledger.mjs`.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { tsImport } from 'tsx/esm/api';
import { openBenchDatabase, root, runAlone, timeRuns } from './lib.mjs';

const TRANSACTIONS = 100_000;
const RUNS = 200;
const TARGET_P99_MS = { ledger: 100, search: 100, pnl: 100 };
const BASE = '/api/client/company/v7/accounting';

const load = (path) => tsImport(pathToFileURL(join(root, path)).href, import.meta.url);

/**
 * 100,000 transactions over 2025–2026 in one INSERT … SELECT: ~10% STRIPE payouts (sales), the
 * rest spread over the chart's P&L categories, 8% uncategorised, 1% split in two parts.
 */
const seedLedger = async (db, companyId, accountId) => {
  await db.execute(sql`
    with cats as (
      select array_agg(id order by position) as ids from ledger_categories
      where company_id = ${companyId} and type in ('cost_of_sales', 'expense', 'tax')
    ), sales as (
      select id from ledger_categories where company_id = ${companyId} and key = 'sales'
    )
    insert into ledger_transactions
      (company_id, account_id, date, description, amount, currency, category_id, source, fingerprint)
    select ${companyId}, ${accountId},
      date '2025-01-01' + (i % 730),
      case when i % 10 = 0 then 'STRIPE PAYOUT ' || i else 'CARD PURCHASE ' || (i % 997) end,
      case when i % 10 = 0 then 50000 + (i % 90000) else -(500 + (i * 7919) % 40000) end,
      'USD',
      case when i % 100 = 1 then null
           when i % 12 = 3 then null
           when i % 10 = 0 then (select id from sales)
           else (select ids[1 + (i % array_length(ids, 1))] from cats) end,
      'import', 'bench-' || i
    from generate_series(1, ${TRANSACTIONS}) as i`);
  // The 1% marked above (i % 100 = 1): split into two parts.
  await db.execute(sql`
    with cats as (
      select array_agg(id order by position) as ids from ledger_categories
      where company_id = ${companyId} and type = 'expense'
    ), split as (
      update ledger_transactions set is_split = true
      where company_id = ${companyId} and fingerprint like 'bench-%'
        and (substr(fingerprint, 7)::int % 100) = 1
      returning id, amount
    )
    insert into ledger_splits (transaction_id, company_id, category_id, amount, position)
    select s.id, ${companyId}, c.ids[1 + p], case when p = 0 then s.amount / 2 else s.amount - s.amount / 2 end, p
    from split s, cats c, generate_series(0, 1) as p`);
  await db.execute(sql`vacuum analyze ledger_transactions`);
  await db.execute(sql`vacuum analyze ledger_splits`);
};

/** Records p50/p99 of the ledger's first page, a search and a year's P&L with run.mjs's record. */
export const measureAccountingLedger = async (record, { url } = {}) => {
  const { openDatabase } = await load('apps/api/src/db/client.ts');
  const schema = await load('apps/api/src/db/schema.ts');
  const { buildApp } = await load('apps/api/src/app.ts');
  const { loadEnv } = await load('apps/api/src/config/env.ts');
  const { signAccessToken } = await load('apps/api/src/lib/tokens.ts');
  const { ensureChart } = await load('apps/api/src/modules/accounting/chart.ts');
  const { database } = await openBenchDatabase(openDatabase, url);
  const env = loadEnv({
    ...process.env,
    DATABASE_URL: url,
    NODE_ENV: 'test',
    JWT_SECRET: process.env.JWT_SECRET ?? 'bench-secret-bench-secret-bench-secret-01',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_DISABLED: 'true',
  });
  const app = await buildApp({ env, database, logger: false, serveSpa: false });
  await app.ready();
  const { db } = database;
  const [user] = await db
    .insert(schema.users)
    .values({
      email: `bench-ledger-${randomUUID()}@example.com`,
      passwordHash: 'x',
      firstName: 'Bench',
      lastName: 'Runner',
    })
    .returning();
  try {
    const [company] = await db
      .insert(schema.companies)
      .values({
        userId: user.id,
        companyName: 'Bench Books',
        companyNameType: 'LLC',
        companyStatus: 'COMPLETED',
        answers: {},
      })
      .returning();
    await ensureChart(db, company.id);
    const [account] = await db
      .insert(schema.ledgerAccounts)
      .values({ companyId: company.id, name: 'Bench Checking', openingDate: '2025-01-01' })
      .returning();
    const seeded = performance.now();
    await seedLedger(db, company.id, account.id);
    const seedMs = performance.now() - seeded;
    const token = await signAccessToken(
      { userId: user.id, email: user.email, role: 'CUSTOMER' },
      { secret: env.JWT_SECRET, ttlSeconds: 3600 },
    );
    const headers = { authorization: `Bearer ${token}`, 'x-company-id': company.id };
    const get = (path) => app.inject({ method: 'GET', url: `${BASE}${path}`, headers });
    const figures = [
      ['ledger', 'first ledger page (GET /transactions)', '/transactions'],
      [
        'search',
        'search "stripe" in a quarter (GET /transactions?q=stripe&from&to)',
        '/transactions?q=stripe&from=2026-04-01&to=2026-06-30',
      ],
      ['pnl', 'P&L of a year (GET /reports/pnl)', '/reports/pnl?from=2026-01-01&to=2026-12-31'],
    ];
    for (const [key, label, path] of figures) {
      const probe = await get(path);
      const name = `accounting: ${label}, ${TRANSACTIONS} transactions`;
      if (probe.statusCode !== 200) {
        record(
          name,
          `missing (${probe.statusCode})`,
          `< ${TARGET_P99_MS[key]} ms`,
          false,
          'route not on this branch yet',
        );
        continue;
      }
      const timed = await timeRuns(async () => {
        const res = await get(path);
        if (res.statusCode !== 200) throw new Error(`${path} → ${res.statusCode}`);
      }, RUNS);
      const detail =
        key === 'pnl'
          ? `p50 ${timed.p50.toFixed(1)} ms; net profit ${probe.json().data.netProfit.total} cents, ${probe.json().data.uncategorised.count} uncategorised; seeded in ${seedMs.toFixed(0)} ms`
          : `p50 ${timed.p50.toFixed(1)} ms`;
      record(
        name,
        `p99 ${timed.p99.toFixed(1)} ms`,
        `< ${TARGET_P99_MS[key]} ms`,
        timed.p99 < TARGET_P99_MS[key],
        detail,
      );
    }
  } finally {
    // The company and its books go with the user (cascade): the database is left as it was.
    await db.delete(schema.users).where(eq(schema.users.id, user.id));
    await app.close();
    await database.close();
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await runAlone(measureAccountingLedger);
