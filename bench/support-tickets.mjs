// The support ticket list of one company with 10,000 tickets (issue 24): the first page of the
// open tab (with both tab counts, as GET …/support/tickets answers) and a search by a word of
// the subject, through listSupportTickets on a real database — PostgreSQL at `url` (a fresh
// database, migrated) or PGlite in memory. Loaded with tsx.
// Alone: `[DATABASE_URL=postgres://…] node bench/support-tickets.mjs`.
import { randomUUID } from 'node:crypto';
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

const TICKETS = 10_000;
const RUNS = 200;
const TARGET_P99_MS = 50;
const START = Date.UTC(2028, 0, 1);

const load = (path) => tsImport(pathToFileURL(join(root, path)).href, import.meta.url);

const TOPICS = [
  'EIN',
  'annual report',
  'Form 5472',
  'bank account',
  'mail scan',
  'invoice',
  'refund',
  'address',
];
const ABOUT_KINDS = ['mail_item', 'service', 'obligation', 'invoice', 'receipt'];

/** 10,000 tickets over 3 years: ~20% resolved or closed, a fifth about something. */
const syntheticTickets = (companyId, userId, next) =>
  Array.from({ length: TICKETS }, (_, i) => {
    const created = START + Math.floor(next() * 1080) * 86_400_000;
    const last = new Date(created + Math.floor(next() * 20) * 3_600_000);
    const roll = next();
    const status =
      roll < 0.1
        ? 'resolved'
        : roll < 0.2
          ? 'closed'
          : roll < 0.5
            ? 'open'
            : roll < 0.75
              ? 'waiting_on_us'
              : 'waiting_on_customer';
    const awaiting = status === 'open' || status === 'waiting_on_us';
    const about = next() < 0.2 ? ABOUT_KINDS[Math.floor(next() * ABOUT_KINDS.length)] : null;
    return {
      companyId,
      userId,
      subject: `${TOPICS[i % TOPICS.length]} question ${i}`,
      category: 'other',
      priority: 'normal',
      status,
      // Things that are not there: the list still reads them (one query per kind).
      aboutKind: about,
      aboutId: about === 'receipt' ? String(1 + (i % 50)) : about ? randomUUID() : null,
      openedBy: 'customer',
      dueAt: awaiting ? new Date(last.getTime() + 8 * 3_600_000) : null,
      firstAnsweredAt: status === 'open' ? null : last,
      lastMessageAt: last,
      lastMessageBy: status === 'waiting_on_customer' ? 'staff' : 'customer',
      lastReplyAt: status === 'open' ? null : last,
      customerReadAt: last,
      resolvedAt: status === 'resolved' ? last : null,
      closedAt: status === 'closed' ? last : null,
      createdAt: new Date(created),
      updatedAt: last,
    };
  });

/** Records the open tab's first page and a search's p50/p99 with run.mjs's record. */
export const measureSupportTickets = async (record, { url } = {}) => {
  const { openDatabase } = await load('apps/api/src/db/client.ts');
  const schema = await load('apps/api/src/db/schema.ts');
  const { listSupportTickets } = await load(
    'apps/api/src/modules/support/tickets/list-support-tickets.ts',
  );
  const { database } = await openBenchDatabase(openDatabase, url);
  try {
    const { db } = database;
    const { user, company } = await insertBenchCompany(db, schema, {
      label: 'support',
      companyName: 'Bench Ten',
    });
    const rows = syntheticTickets(company.id, user.id, random(24));
    const seeded = performance.now();
    for (let i = 0; i < rows.length; i += 1000) {
      await db.insert(schema.supportTickets).values(rows.slice(i, i + 1000));
    }
    // As autovacuum does soon after a bulk load: statistics and the visibility map.
    await db.execute(sql`vacuum analyze support_tickets`);
    const seedMs = performance.now() - seeded;
    const first = await listSupportTickets(db, company.id, {});
    const search = { q: 'bank' };
    const found = await listSupportTickets(db, company.id, search);
    const firstPage = await timeRuns(() => listSupportTickets(db, company.id, {}), RUNS);
    const searched = await timeRuns(() => listSupportTickets(db, company.id, search), RUNS);
    const fmt = ({ p99 }) => `p99 ${p99.toFixed(1)} ms`;
    record(
      `support tickets: open tab's first page of ${TICKETS} with both counts`,
      fmt(firstPage),
      `< ${TARGET_P99_MS} ms`,
      firstPage.p99 < TARGET_P99_MS,
      `p50 ${firstPage.p50.toFixed(1)} ms; ${first.counts.active} open, ${first.counts.done} done, ${first.items.length} on the page; seeded in ${seedMs.toFixed(0)} ms`,
    );
    record(
      `support tickets: search by a word of the subject`,
      fmt(searched),
      `< ${TARGET_P99_MS} ms`,
      searched.p99 < TARGET_P99_MS,
      `p50 ${searched.p50.toFixed(1)} ms; "${search.q}" matches ${found.counts.active} open, ${found.counts.done} done`,
    );
    // The bench's company goes with its tickets (cascade), so the database is left as it was.
    await db.delete(schema.users).where(eq(schema.users.id, user.id));
  } finally {
    await database.close();
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await runAlone(measureSupportTickets);
