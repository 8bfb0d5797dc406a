import { matchesGlob } from 'node:path';

/**
 * The api suites where PGlite and PostgreSQL can answer differently (issue 34, decision 0177).
 * CI runs the whole api suite once, with coverage, on PostgreSQL — what production runs —
 * and then only these files on PGlite (`npm run test:db`, API_TESTS=db-differs), since every
 * other suite runs the same SQL through the same repositories on both. A suite that adds
 * one of these concerns adds its file (or a glob) here; `db-differs.test.ts` fails when a
 * pattern matches no file any more.
 */
/** @type {readonly { glob: string; why: string }[]} */
export const DB_DIFFERS = [
  // Migrations under the advisory lock, the PGlite template, the seed, the read cache.
  { glob: 'src/db/**/*.test.ts', why: 'migrations, template, seed, read cache, drivers' },
  { glob: 'src/modules/billing/catalogue-cache.test.ts', why: 'read cache across pools' },
  { glob: 'test/quality/queries-per-request.test.ts', why: 'read cache: queries per request' },
  // Locking: FOR UPDATE, SKIP LOCKED, leases, two pools, two workers, two instances.
  { glob: 'src/jobs/**/*.test.ts', why: 'SKIP LOCKED claims, leases, two workers' },
  { glob: 'src/modules/subscriptions/sweep.test.ts', why: 'row locks in the sweep' },
  { glob: 'src/modules/invoicing/numbering.test.ts', why: 'locked number sequences' },
  { glob: '**/*two-instances*.test.ts', why: 'two instances, advisory locks' },
  { glob: 'test/scale-out/**/*.test.ts', why: 'two API processes, one database' },
  // The connection itself: probes, a database that goes away, the load on one connection.
  { glob: 'src/modules/health/*.test.ts', why: 'database probe, pool recovery' },
  { glob: 'test/quality/faults.test.ts', why: 'database faults' },
  { glob: 'test/quality/load.test.ts', why: 'concurrency on one embedded connection' },
  // Text search and its indexes: ILIKE, lower(), the collation of each server.
  { glob: 'src/modules/invoicing/list-invoices.test.ts', why: 'search, index use' },
  { glob: 'src/modules/mailbox/mail-items.test.ts', why: 'search (ILIKE)' },
  { glob: 'src/modules/accounting/books-flows.test.ts', why: 'transaction search' },
  { glob: 'src/modules/support/tickets/list-support-tickets.test.ts', why: 'search, index' },
  { glob: 'src/modules/documents/vault-manage.test.ts', why: 'search' },
];

/**
 * Suites that measure time or load the machine on purpose: they run in the `api-timed`
 * project, one file at a time after every other project has finished (apps/api/
 * vitest.timed.config.ts), so the other suites running beside them on two cores cannot make
 * them fail, and they cannot slow the others.
 */
export const TIMED = [
  'test/quality/load.test.ts',
  'test/quality/faults.test.ts',
  'test/quality/pdf-event-loop.test.ts',
  'test/quality/import-event-loop.test.ts',
  'src/lib/storage/stalled-upload.test.ts',
];

/** The api project's files for this run: every suite, or API_TESTS=db-differs's subset. */
/** @type {(which?: string) => string[]} */
export const apiTestFiles = (which = process.env.API_TESTS) =>
  which === 'db-differs'
    ? DB_DIFFERS.map((d) => d.glob)
    : ['src/**/*.test.ts', 'test/**/*.test.ts'];

/** The `api-timed` project's files for this run: the TIMED suites this run's list includes. */
/** @type {(which?: string) => string[]} */
export const timedTestFiles = (which = process.env.API_TESTS) =>
  TIMED.filter((file) => apiTestFiles(which).some((glob) => matchesGlob(file, glob)));
