import type { TCsvMapping, TImportFormat } from '@charterline/shared/schemas/accounting';
import { runsInProcess } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { yieldToLoop } from '../../../lib/yield-to-loop';
import { parseAmount } from './amount';
import { mappingColumns } from './bank-formats';
import { parseDate } from './dates';
import { fingerprintCounter } from './fingerprint';
import { csvRecords, ofxRecords } from './read-statement';

/** A row as it would be booked. */
export type TBookedRow = {
  ok: true;
  line: number;
  date: string;
  description: string;
  amount: number;
  counterparty: string | null;
  fingerprint: string;
};
/**
 * A row that is not booked, and why: unreadable, or `skipped` on purpose (nothing to book, or
 * not settled at the bank). The reason is a sentence of its own: the page puts the line by it.
 */
export type TRowProblem = {
  ok: false;
  line: number;
  reason: string;
  description: string;
  skipped?: true;
};

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const problem = (line: number, reason: string, description = ''): TRowProblem => ({
  ok: false,
  line,
  reason: sentence(reason),
  description,
});
const skipped = (line: number, reason: string, description = ''): TRowProblem => ({
  ...problem(line, reason, description),
  skipped: true,
});

/**
 * What a bank's status says of a row that is not final (Mercury: Pending, Failed, Cancelled;
 * Revolut: PENDING, DECLINED, REVERTED…): skipped, never booked as final. Any other status
 * (Sent, Completed, or none) is final.
 */
const NOT_FINAL: Record<string, string> = {
  pending: 'Pending at the bank: import it again once it has cleared',
  processing: 'Pending at the bank: import it again once it has cleared',
  failed: 'Failed at the bank: no money moved',
  cancelled: 'Cancelled at the bank: no money moved',
  canceled: 'Cancelled at the bank: no money moved',
  declined: 'Declined at the bank: no money moved',
  reverted: 'Reverted at the bank: no money moved',
  blocked: 'Blocked at the bank: no money moved',
};
export const notFinalReason = (status: string): string | null =>
  NOT_FINAL[status.trim().toLowerCase()] ?? null;

const MAX_DESCRIPTION = 500;

/** A CSV needs a mapping whose every column is in the header. */
export const checkMapping = (
  mapping: TCsvMapping | null | undefined,
  columns: readonly string[],
): TCsvMapping => {
  if (!mapping) {
    throw new AppError('IMPORT_MAPPING_INVALID', { message: 'Choose the columns to import.' });
  }
  const missing = mappingColumns(mapping).find((c) => !columns.includes(c));
  if (missing !== undefined) {
    throw new AppError('IMPORT_MAPPING_INVALID', {
      message: `The file has no column “${missing}”.`,
    });
  }
  // A status column the file does not have is not a refusal: no status, every row final.
  if (mapping.statusColumn && !columns.includes(mapping.statusColumn)) {
    return { ...mapping, statusColumn: null };
  }
  return mapping;
};

/** The signed amount a CSV row carries under the mapping, or why there is none. */
const csvAmount = (
  cell: (column: string) => string,
  mapping: TCsvMapping,
): { amount: number } | { reason: string } => {
  const sep = mapping.decimalSeparator;
  if (mapping.amount.mode === 'single') {
    const text = cell(mapping.amount.column);
    if (!text) return { reason: 'there is no amount' };
    const value = parseAmount(text, sep);
    if (value === null) return { reason: `the amount '${text}' is not a number` };
    return { amount: mapping.amount.invert ? -value : value };
  }
  const debitText = cell(mapping.amount.debitColumn);
  const creditText = cell(mapping.amount.creditColumn);
  const debit = debitText ? parseAmount(debitText, sep) : 0;
  const credit = creditText ? parseAmount(creditText, sep) : 0;
  if (debit === null) return { reason: `the amount '${debitText}' is not a number` };
  if (credit === null) return { reason: `the amount '${creditText}' is not a number` };
  if (!debitText && !creditText) return { reason: 'there is no amount' };
  // Both columns are positive by convention; a bank printing "-12.00" as money out is fine too.
  return { amount: Math.abs(credit) - Math.abs(debit) };
};

/**
 * The file's rows as they would be booked, streamed: each row mapped (dates strict, amounts
 * exact), given its fingerprint (decision 0147), or reported with its line and reason.
 * `onColumns` sees the CSV header before any row (the mapping is checked against it).
 */
export async function* statementRows(input: {
  source: AsyncIterable<Buffer>;
  format: TImportFormat;
  mapping: TCsvMapping | null | undefined;
  accountId: string;
}): AsyncGenerator<TBookedRow | TRowProblem> {
  const fingerprint = fingerprintCounter(input.accountId);
  const finish = (
    line: number,
    fields: {
      date: string;
      description: string;
      amount: number;
      counterparty: string | null;
      fitId?: string | null;
    },
  ): TBookedRow | TRowProblem => {
    if (fields.amount === 0) {
      return skipped(line, 'Nothing to book: the amount is 0.00', fields.description);
    }
    const description = (fields.description || fields.counterparty || 'No description').slice(
      0,
      MAX_DESCRIPTION,
    );
    return {
      ok: true,
      line,
      date: fields.date,
      description,
      amount: fields.amount,
      counterparty: fields.counterparty ? fields.counterparty.slice(0, 200) : null,
      fingerprint: fingerprint({ ...fields, description }),
    };
  };

  if (input.format === 'ofx') {
    for await (const r of ofxRecords(input.source)) {
      if (!r.date) {
        yield problem(r.line, `the date '${r.rawDate}' is not a date`, r.description);
        continue;
      }
      if (r.amount === null) {
        yield problem(r.line, `the amount '${r.rawAmount}' is not a number`, r.description);
        continue;
      }
      yield finish(r.line, { ...r, date: r.date, amount: r.amount });
    }
    return;
  }

  let index: Map<string, number> | null = null;
  let mapping: TCsvMapping | null = null;
  for await (const record of csvRecords(input.source)) {
    if (!index || !mapping) {
      mapping = checkMapping(input.mapping, record.cells);
      index = new Map(record.cells.map((c, i) => [c, i] as const).reverse());
      continue;
    }
    const columnIndex = index;
    const cell = (column: string) => record.cells[columnIndex.get(column) ?? -1] ?? '';
    const description = cell(mapping.descriptionColumn);
    const notFinal = mapping.statusColumn ? notFinalReason(cell(mapping.statusColumn)) : null;
    if (notFinal) {
      yield skipped(record.line, notFinal, description);
      continue;
    }
    const dateText = cell(mapping.dateColumn);
    if (!dateText) {
      yield problem(record.line, 'there is no date', description);
      continue;
    }
    const date = parseDate(dateText, mapping.dateFormat);
    if (!date) {
      yield problem(record.line, `the date '${dateText}' is not a date`, description);
      continue;
    }
    const amount = csvAmount(cell, mapping);
    if ('reason' in amount) {
      yield problem(record.line, amount.reason, description);
      continue;
    }
    const counterparty = mapping.counterpartyColumn
      ? cell(mapping.counterpartyColumn) || null
      : null;
    yield finish(record.line, { date, description, amount: amount.amount, counterparty });
  }
  if (!index) throw new AppError('IMPORT_FILE_UNREADABLE', { message: 'The file is empty.' });
}

/**
 * Rows per chunk (one statement each). On PGlite a statement holds the event loop while it
 * runs: 200 rows keep each under about 50 ms of CPU, so /api/health never waits long (issue 33).
 * PostgreSQL runs them elsewhere: bigger chunks, fewer round trips.
 */
export const rowsPerChunk = (db: object): number => (runsInProcess(db) ? 200 : 2000);

/**
 * Groups a stream of items in arrays of `size` (the last one shorter). After the consumer
 * has taken a chunk, the event loop gets a turn before the next is read: a 445,000-row file
 * never holds the process (issue 33).
 */
export async function* inChunks<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let chunk: T[] = [];
  for await (const item of items) {
    chunk.push(item);
    if (chunk.length >= size) {
      yield chunk;
      chunk = [];
      await yieldToLoop();
    }
  }
  if (chunk.length > 0) yield chunk;
}

/** The file's rows as they would be booked, in chunks sized for the database (see above). */
export const statementChunks = (
  db: object,
  input: Parameters<typeof statementRows>[0],
): AsyncGenerator<(TBookedRow | TRowProblem)[]> =>
  inChunks<TBookedRow | TRowProblem>(statementRows(input), rowsPerChunk(db));
