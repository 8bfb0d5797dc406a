import { asc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { writeWatchOf } from '../../db/read-cache';
import { products } from '../../db/schema';

export type TProductRow = typeof products.$inferSelect;

/**
 * The active catalogue as the product lists show it, read from the database at most once
 * every few seconds per process (issue 8: the products call was 0.02 of a bare route, two
 * queries for 33 rows that change a few times a year). An edit through this process's ops
 * API is seen at once (`forgetCatalogue`; on PGlite any write to the table, seen by its
 * write watch); another instance's within CATALOGUE_TTL_MS.
 * Prices charged are never read from here: checkout and calculate-price query the table.
 */
export const CATALOGUE_TTL_MS = 5000;

type TEntry = { rows: Promise<TProductRow[]>; readAt: number; mark: number };
const TABLES = ['products'];
const cached = new WeakMap<TDatabase, TEntry>();

export const activeCatalogue = (db: TDatabase, now = Date.now()): Promise<TProductRow[]> => {
  const entry = cached.get(db);
  const watch = writeWatchOf(db);
  if (
    entry &&
    now - entry.readAt < CATALOGUE_TTL_MS &&
    (!watch || watch.unchangedSince(entry.mark, TABLES))
  ) {
    return entry.rows;
  }
  const mark = watch?.mark() ?? 0;
  // `.then` turns drizzle's query (which runs again on every await) into one promise.
  const rows = db
    .select()
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.sortOrder))
    .then((found) => found);
  const fresh: TEntry = { rows, readAt: now, mark };
  cached.set(db, fresh);
  // A failed read is not kept: the next call asks the database again.
  rows.catch(() => {
    if (cached.get(db) === fresh) cached.delete(db);
  });
  return rows;
};

export const forgetCatalogue = (db: TDatabase): void => {
  cached.delete(db);
};
