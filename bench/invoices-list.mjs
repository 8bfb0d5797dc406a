// The invoices list of one company with 10,000 invoices (issue 21): the first page (with its
// count and the per-currency totals, as GET /invoices answers) and the overdue filter with its
// outstanding total, through the list's use-case on a real database — PostgreSQL at `url`
// (a fresh database, migrated) or PGlite in memory. Loaded with tsx.
// Alone: `[DATABASE_URL=postgres://…] node bench/invoices-list.mjs`.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { tsImport } from 'tsx/esm/api';
import {
  insertBenchCompany,
  openBenchDatabase,
  root,
  runAlone,
  seededRandom as random,
  timeRuns,
} from './lib.mjs';

const INVOICES = 10_000;
const RUNS = 200;
const TARGET_P99_MS = 50;
const NOW = new Date('2031-06-15T12:00:00Z');

const load = (path) => tsImport(pathToFileURL(join(root, path)).href, import.meta.url);

const dayAfter = (fromMs, days) => new Date(fromMs + days * 86_400_000).toISOString().slice(0, 10);

/** 10,000 invoices over 3 years, most finalised; a mix of every stored status and 3 currencies. */
const syntheticInvoices = (companyId, customerIds, next) =>
  Array.from({ length: INVOICES }, (_, i) => {
    const issueDate = dayAfter(Date.UTC(2028, 6, 1), Math.floor(next() * 1080));
    const total = 1_000 + Math.floor(next() * 500_000);
    const roll = next();
    const status =
      roll < 0.05
        ? 'draft'
        : roll < 0.35
          ? 'open'
          : roll < 0.9
            ? 'paid'
            : roll < 0.97
              ? 'void'
              : 'uncollectible';
    const amountPaid =
      status === 'paid' ? total : status === 'open' && next() < 0.2 ? Math.floor(total / 3) : 0;
    const year = issueDate.slice(0, 4);
    return {
      companyId,
      customerId: customerIds[Math.floor(next() * customerIds.length)],
      number: status === 'draft' ? null : `BN-${year}-${String(i + 1).padStart(5, '0')}`,
      status,
      currency: next() < 0.85 ? 'USD' : next() < 0.5 ? 'EUR' : 'GBP',
      issueDate,
      dueDate: dayAfter(Date.parse(`${issueDate}T00:00:00Z`), 30),
      terms: 'net_30',
      lines: [
        {
          description: 'Services',
          quantity: 1,
          unitPrice: total,
          taxRate: 0,
          amount: total,
          discount: 0,
          tax: 0,
        },
      ],
      subtotal: total,
      total,
      amountPaid,
      balance: total - amountPaid,
      customerSnapshot:
        status === 'draft'
          ? null
          : { name: `Customer ${i % 400}`, email: 'c@example.com', address: null, taxId: null },
    };
  });

/** Records the first page's and the overdue filter's p50/p99 with run.mjs's record. */
export const measureInvoicesList = async (record, { url } = {}) => {
  const { openDatabase } = await load('apps/api/src/db/client.ts');
  const schema = await load('apps/api/src/db/schema.ts');
  const { listInvoices } = await load('apps/api/src/modules/invoicing/list-invoices.ts');
  const { database } = await openBenchDatabase(openDatabase, url);
  try {
    const { db } = database;
    const { user, company } = await insertBenchCompany(db, schema, {
      label: 'invoices',
      companyName: 'Bench Nine',
    });
    const customers = await db
      .insert(schema.invoiceCustomers)
      .values(
        Array.from({ length: 400 }, (_, i) => ({
          companyId: company.id,
          name: `Customer ${i}`,
          email: `c${i}@example.com`,
        })),
      )
      .returning({ id: schema.invoiceCustomers.id });
    const rows = syntheticInvoices(
      company.id,
      customers.map((c) => c.id),
      random(21),
    );
    const seeded = performance.now();
    for (let i = 0; i < rows.length; i += 1000) {
      await db.insert(schema.invoices).values(rows.slice(i, i + 1000));
    }
    // As autovacuum does soon after a bulk load: statistics and the visibility map.
    await db.execute(sql`vacuum analyze invoices`);
    const seedMs = performance.now() - seeded;
    const caller = { userId: user.id, companyId: company.id, now: NOW };
    const first = await listInvoices(db, { ...caller, query: {} });
    const overdue = await listInvoices(db, { ...caller, query: { status: 'overdue' } });
    const firstPage = await timeRuns(() => listInvoices(db, { ...caller, query: {} }), RUNS);
    const filtered = await timeRuns(
      () => listInvoices(db, { ...caller, query: { status: 'overdue', sort: 'balance,desc' } }),
      RUNS,
    );
    const usd = overdue.totals.find((t) => t.currency === 'USD');
    const fmt = ({ p99 }) => `p99 ${p99.toFixed(1)} ms`;
    record(
      `invoices list: first page of ${INVOICES} with count and totals`,
      fmt(firstPage),
      `< ${TARGET_P99_MS} ms`,
      firstPage.p99 < TARGET_P99_MS,
      `p50 ${firstPage.p50.toFixed(1)} ms; ${first.totalElements} invoices, ${first.content.length} on the page; seeded in ${seedMs.toFixed(0)} ms`,
    );
    record(
      `invoices list: overdue filter with the outstanding total`,
      fmt(filtered),
      `< ${TARGET_P99_MS} ms`,
      filtered.p99 < TARGET_P99_MS,
      `p50 ${filtered.p50.toFixed(1)} ms; ${overdue.totalElements} overdue; USD outstanding ${usd?.outstanding ?? 0}, overdue ${usd?.overdue ?? 0} (cents)`,
    );
    // The bench's company goes with its invoices (cascade), so the database is left as it was.
    await db.delete(schema.users).where(eq(schema.users.id, user.id));
  } finally {
    await database.close();
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await runAlone(measureInvoicesList);
