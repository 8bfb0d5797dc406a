import type { TDatabase } from '../src/db/client';

type TTable = object;

/**
 * The database with a fault: while `fault.armed`, writing into `table` throws, through the
 * database itself and inside its transactions. Stands for a connection lost between two
 * statements of the code under test.
 */
export const failingOnInsertInto = (
  db: TDatabase,
  table: TTable,
  fault: { armed: boolean },
): TDatabase => {
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property) {
        const value: unknown = Reflect.get(object, property);
        if (typeof value !== 'function') return value;
        if (property === 'insert') {
          return (into: TTable) => {
            if (fault.armed && into === table) throw new Error('injected fault: connection lost');
            return (value as (t: TTable) => unknown).call(object, into);
          };
        }
        if (property === 'transaction') {
          return (run: (tx: object) => Promise<unknown>, config?: unknown) =>
            (value as (r: typeof run, c?: unknown) => Promise<unknown>).call(
              object,
              (tx) => run(wrap(tx)),
              config,
            );
        }
        return (value as (...args: unknown[]) => unknown).bind(object);
      },
    });
  return wrap(db);
};
