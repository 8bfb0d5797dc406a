import { asc, eq } from 'drizzle-orm';
import type { TDatabase, TDbHandle } from '../../db/client';
import { writeWatchOf } from '../../db/read-cache';
import { products, referenceStates } from '../../db/schema';

export type TProductRow = typeof products.$inferSelect;
export type TStateRow = typeof referenceStates.$inferSelect;

/**
 * The catalogue (active products, and the states' fees that decide what is offered) kept in
 * every instance (issue 25, decision 0166). It changes a few times a year, by staff:
 * - a change through any instance's ops API is announced with PostgreSQL NOTIFY on
 *   `CATALOGUE_CHANNEL`; every instance listening forgets its copy when the change commits;
 * - on PGlite this process is the only writer: its write watch sees any write to the tables;
 * - an instance that is not listening (yet, or any more) keeps a copy CATALOGUE_TTL_MS.
 * The list answers built from it (`answer`) are kept with it, as the route serialised them.
 * Prices charged are never read from here: checkout and calculate-price query the table.
 */
export const CATALOGUE_CHANNEL = 'charterline_catalogue';
export const CATALOGUE_TTL_MS = 5000;
/** While listening, a copy is still read again after this long (a safety net, not the rule). */
export const CATALOGUE_LISTENING_TTL_MS = 10 * 60_000;
const ANSWERS_MAX = 256;

export type TCatalogue = {
  products: TProductRow[];
  /** By two-letter code. */
  states: ReadonlyMap<string, TStateRow>;
  /** The answer kept under `key`, else `build()`'s (kept for as long as this catalogue). */
  answer: (key: string, build: () => string) => string;
};

type TEntry = { value: Promise<TCatalogue>; readAt: number; mark: number };
const TABLES = ['products', 'reference_states'];
const cached = new WeakMap<TDatabase, TEntry>();
const listening = new WeakSet<TDatabase>();

const readCatalogue = async (db: TDatabase): Promise<TCatalogue> => {
  const [rows, states] = await Promise.all([
    db.select().from(products).where(eq(products.active, true)).orderBy(asc(products.sortOrder)),
    db.select().from(referenceStates),
  ]);
  const answers = new Map<string, string>();
  return {
    products: rows,
    states: new Map(states.map((s) => [s.code, s])),
    answer: (key, build) => {
      let found = answers.get(key);
      if (found === undefined) {
        found = build();
        if (answers.size < ANSWERS_MAX) answers.set(key, found);
      }
      return found;
    },
  };
};

/** This instance's copy of the catalogue, read again when it may be out of date. */
export const catalogueOf = (db: TDatabase, now = Date.now()): Promise<TCatalogue> => {
  const entry = cached.get(db);
  const watch = writeWatchOf(db);
  const ttl = listening.has(db) ? CATALOGUE_LISTENING_TTL_MS : CATALOGUE_TTL_MS;
  if (entry && now - entry.readAt < ttl && (!watch || watch.unchangedSince(entry.mark, TABLES))) {
    return entry.value;
  }
  const fresh: TEntry = { value: readCatalogue(db), readAt: now, mark: watch?.mark() ?? 0 };
  cached.set(db, fresh);
  // A failed read is not kept: the next call asks the database again.
  fresh.value.catch(() => {
    if (cached.get(db) === fresh) cached.delete(db);
  });
  return fresh.value;
};

/** The active products, in catalogue order. */
export const activeCatalogue = async (db: TDatabase, now = Date.now()): Promise<TProductRow[]> =>
  (await catalogueOf(db, now)).products;

/** This instance forgets its copy (a read already under way is not kept either). */
export const forgetCatalogue = (db: TDatabase): void => {
  cached.delete(db);
};

/**
 * Listens for catalogue changes made through any instance; resolves once listening, with
 * the function that stops. Each (re)start of listening forgets the copy: a change may have
 * been announced while the connection was down.
 */
export const listenForCatalogueChanges = async (
  database: TDbHandle,
): Promise<() => Promise<void>> => {
  const stop = await database.listen(
    CATALOGUE_CHANNEL,
    () => forgetCatalogue(database.db),
    () => forgetCatalogue(database.db),
  );
  listening.add(database.db);
  return async () => {
    listening.delete(database.db);
    await stop();
  };
};

/** After a change to the catalogue has committed: every instance forgets its copy. */
export const announceCatalogueChange = async (database: TDbHandle): Promise<void> => {
  forgetCatalogue(database.db);
  await database.notify(CATALOGUE_CHANNEL, 'changed');
};
