/**
 * A read cache that is never stale, for a database only this process writes (embedded
 * PGlite). Every statement this process sends is seen by `WriteWatch` (db/client.ts wraps
 * the driver); a cached answer names the tables it was read from and is served only while
 * none of them has been written since its read began. Writes are counted when they end
 * (a transaction's when it commits or rolls back), so a read that overlapped a write is
 * never kept as current. Decision 0080 ("The read cache").
 *
 * With PostgreSQL other instances write too, so there the cache is off (`passThrough`).
 */

/** The tables a statement writes: [] when it only reads, `null` when it cannot be told. */
export const tablesWrittenBy = (statement: string): string[] | null => {
  const head = /^\s*([a-z]+)/i.exec(statement)?.[1]?.toLowerCase();
  // A SELECT reads (locking clauses included); transaction control and session settings
  // change no rows.
  if (
    head === undefined ||
    ['select', 'begin', 'commit', 'rollback', 'savepoint', 'release', 'set', 'show'].includes(head)
  ) {
    return head === undefined ? null : [];
  }
  const write = /^\s*(?:insert\s+into|update|delete\s+from)\s+(?:"?\w+"?\.)?"?(\w+)"?[\s(]/i.exec(
    statement,
  );
  // WITH, TRUNCATE, DDL, anything else: any table may have changed.
  return write?.[1] ? [write[1].toLowerCase()] : null;
};

export class WriteWatch {
  #epoch = 0;
  #anyAt = 0;
  readonly #tableAt = new Map<string, number>();

  /** Where writes stand now: a read that begins here is current until a later write. */
  mark(): number {
    return this.#epoch;
  }

  /** Writes have ended to these tables (`null`: to any table). */
  wrote(tables: Iterable<string> | null): void {
    this.#epoch += 1;
    if (tables === null) {
      this.#anyAt = this.#epoch;
      return;
    }
    for (const table of tables) this.#tableAt.set(table, this.#epoch);
  }

  /** Whether none of these tables has been written since `mark`. */
  unchangedSince(mark: number, tables: readonly string[]): boolean {
    return this.#anyAt <= mark && tables.every((t) => (this.#tableAt.get(t) ?? 0) <= mark);
  }
}

// The watch of each embedded database, for caches kept elsewhere (the product catalogue).
const watches = new WeakMap<object, WriteWatch>();
export const registerWriteWatch = (db: object, watch: WriteWatch): void => {
  watches.set(db, watch);
};
/** The watch of this database's writes, if this process sees them all (PGlite). */
export const writeWatchOf = (db: object): WriteWatch | undefined => watches.get(db);

type TEntry = { mark: number; tables: readonly string[]; value: Promise<string> };

export type TReadCache = {
  /**
   * The answer kept under `key` if no table in `tables` changed since it was read, else
   * `load()`'s (kept when it resolves; a failure is not kept). Loads of one key at the
   * same time share one.
   */
  read: (key: string, tables: readonly string[], load: () => Promise<string>) => Promise<string>;
  readonly size: number;
};

export const readCache = (watch: WriteWatch, maxEntries = 10_000): TReadCache => {
  const entries = new Map<string, TEntry>();
  return {
    read: (key, tables, load) => {
      const found = entries.get(key);
      if (found && watch.unchangedSince(found.mark, found.tables)) {
        // Least recently used goes first: a hit moves to the end.
        entries.delete(key);
        entries.set(key, found);
        return found.value;
      }
      const entry: TEntry = { mark: watch.mark(), tables, value: load() };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
    get size() {
      return entries.size;
    },
  };
};

/** No cache: every read goes to the database (PostgreSQL, shared with other instances). */
export const passThrough: TReadCache = {
  read: (_key, _tables, load) => load(),
  size: 0,
};
