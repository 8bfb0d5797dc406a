import { asc } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { legalFacts } from '../../db/schema';

export type TLegalFactRow = typeof legalFacts.$inferSelect;

const cache = new WeakMap<TDatabase, Promise<ReadonlyMap<string, TLegalFactRow>>>();

/**
 * The facts table by key (issue 35, decision 0181). It changes only when the reference data
 * is seeded (at start, from the files), so it is read once per process and database;
 * `forgetLegalFacts` drops what was read (the seed calls it).
 */
export const readLegalFacts = (db: TDatabase): Promise<ReadonlyMap<string, TLegalFactRow>> => {
  const cached = cache.get(db);
  if (cached) return cached;
  const loading = db
    .select()
    .from(legalFacts)
    .orderBy(asc(legalFacts.key))
    .then((rows) => new Map(rows.map((r) => [r.key, r])));
  // A failed read must not stay cached.
  void loading.catch(() => cache.delete(db));
  cache.set(db, loading);
  return loading;
};

export const forgetLegalFacts = (db: TDatabase): void => {
  cache.delete(db);
};
