import { isDeepStrictEqual } from 'node:util';
import type { TDatabase, TTransaction } from '../db/client';
import { AppError } from './app-error';
import { renderPdf, type TPdfArgs, type TPdfKind } from './pdf-pool';

/** `renderPdf`'s signature, for a PDF a transaction stores. */
export type TPdfInTransaction = <K extends TPdfKind>(
  kind: K,
  ...args: TPdfArgs<K>
) => Promise<Buffer>;

type TTask = { kind: TPdfKind; args: unknown[] };

/** Rolls a draft back: the PDF it asked for, drawn from what it had written by then. */
class Draft extends Error {
  constructor(readonly task: TTask) {
    super('A draft of the transaction, rolled back so its PDF renders outside it');
  }
}

/** Drafts after which a body that keeps asking for a different PDF is refused. */
const MAX_DRAFTS = 3;

/**
 * A transaction that stores a PDF drawn from what it writes, without rendering inside it:
 * a render holds the transaction's connection (on PGlite the whole database) for as long
 * as it takes (issue 33, decision 0172). `work` asks for the PDF with `pdf(kind, …args)`,
 * as it would call `renderPdf`:
 * 1. the first run is a draft: at its first `pdf` call it stops, and all it wrote is rolled back;
 * 2. the PDF is rendered with no transaction open (in the PDF pool);
 * 3. `work` runs again for real, and `pdf` answers the rendered bytes when asked for the same
 *    PDF (the same kind and deep-equal arguments). When the arguments differ (someone
 *    changed what the PDF is drawn from in between) it is drafted again, at most three times.
 * A body that never asks for a PDF runs once, as a plain transaction. Everything before a
 * `pdf` call must be database writes only (they are rolled back): no mail, no file storage
 * outside the database, no call to another service.
 */
export const transactionWithPdf = async <T>(
  db: TDatabase,
  work: (tx: TTransaction, pdf: TPdfInTransaction) => Promise<T>,
  render: (kind: TPdfKind, ...args: unknown[]) => Promise<Buffer> = renderPdf as never,
): Promise<T> => {
  const rendered: { task: TTask; bytes: Buffer }[] = [];
  const pdf = (async (kind: TPdfKind, ...args: unknown[]) => {
    const task = { kind, args };
    const found = rendered.find((r) => isDeepStrictEqual(r.task, task));
    if (found) return found.bytes;
    throw new Draft(task);
  }) as TPdfInTransaction;
  for (let drafts = 0; ; drafts += 1) {
    try {
      return await db.transaction((tx) => work(tx, pdf));
    } catch (error) {
      if (!(error instanceof Draft)) throw error;
      if (drafts === MAX_DRAFTS) {
        throw new AppError('REQUEST_CANNOT_BE_PROCESSED', {
          message: 'This changed while its document was being prepared. Please try again.',
        });
      }
      const bytes = await render(error.task.kind, ...error.task.args);
      rendered.push({ task: error.task, bytes });
    }
  }
};
