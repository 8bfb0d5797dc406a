import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { Ofx } from 'ofx-data-extractor';
import { IMPORT_MAX_BYTES, type TImportFormat } from '@charterline/shared/schemas/accounting';
import { parseAmount } from './amount';

/** The file cannot be read as a statement: the upload is refused, a job fails with `message`. */
export class StatementUnreadable extends Error {}

/** One record of the file: CSV cells as read, or an OFX transaction's fields. */
export type TCsvRecord = { line: number; cells: string[] };
export type TOfxRecord = {
  line: number;
  date: string | null;
  rawDate: string;
  description: string;
  counterparty: string | null;
  amount: number | null;
  rawAmount: string;
  fitId: string | null;
};

/** `OFXHEADER` (1.x SGML) or `<OFX>` (2.x XML) in the first bytes: an OFX/QFX file. */
export const looksLikeOfx = (head: string): boolean => /OFXHEADER|<OFX>/i.test(head.slice(0, 4096));

/** The format by the bytes first, then the name (a .qfx is OFX, a .txt/.csv is CSV). */
export const formatOf = (head: string, fileName: string): TImportFormat =>
  looksLikeOfx(head) || /\.(ofx|qfx)$/i.test(fileName) ? 'ofx' : 'csv';

/** The delimiter of the header line: the most frequent of `,` `;` tab (comma on a tie). */
export const delimiterOf = (head: string): string => {
  const firstLine = head.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
  const count = (d: string) => firstLine.split(d).length - 1;
  const candidates = [',', ';', '\t'];
  return candidates.reduce((best, d) => (count(d) > count(best) ? d : best), ',');
};

/** Reads the first `bytes` of a stream, then gives the whole stream back unchanged. */
export const peek = async (
  body: AsyncIterable<Buffer>,
  bytes: number,
): Promise<{ head: Buffer; body: Readable }> => {
  const iterator = body[Symbol.asyncIterator]();
  const parts: Buffer[] = [];
  let size = 0;
  while (size < bytes) {
    const next = await iterator.next();
    if (next.done) break;
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    parts.push(chunk);
    size += chunk.length;
  }
  const head = Buffer.concat(parts);
  async function* rest(): AsyncGenerator<Buffer> {
    if (head.length > 0) yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield next.value;
    }
  }
  return { head, body: Readable.from(rest()) };
};

const PEEK_BYTES = 8192;

/**
 * The records of a CSV, header first, streamed (csv-parse): BOM stripped, delimiter from the
 * header line, quoted newlines kept, blank lines skipped, rows of any length. `line` is the
 * file's line where the record ends (1 = the header).
 */
export async function* csvRecords(source: AsyncIterable<Buffer>): AsyncGenerator<TCsvRecord> {
  const { head, body } = await peek(source, PEEK_BYTES);
  const parser = body.pipe(
    parse({
      bom: true,
      delimiter: delimiterOf(head.toString('utf8')),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      info: true,
    }),
  );
  body.on('error', (error) => parser.destroy(error));
  try {
    for await (const item of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      yield { line: item.info.lines, cells: item.record.map((c) => c.trim()) };
    }
  } catch (error) {
    throw new StatementUnreadable(
      `The file is not a CSV we can read (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
}

const readAll = async (source: AsyncIterable<Buffer>): Promise<string> => {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    size += chunk.length;
    if (size > IMPORT_MAX_BYTES) throw new StatementUnreadable('The statement is too large.');
    parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  }
  return Buffer.concat(parts).toString('utf8');
};

/** DTPOSTED is YYYYMMDD[HHMMSS[.XXX]][[tz]]; the parser may already give YYYY-MM-DD. */
const ofxDay = (value: string): string | null => {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(value.trim());
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const at = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== iso ? null : iso;
};

/**
 * The transactions of an OFX/QFX file (1.x SGML or 2.x XML) through ofx-data-extractor.
 * OFX has no streaming parser worth the name; the file is read whole, which is fine at
 * statement sizes (capped by IMPORT_MAX_BYTES; a year of a busy account is well under 1 MB).
 */
export async function* ofxRecords(source: AsyncIterable<Buffer>): AsyncGenerator<TOfxRecord> {
  let transactions;
  try {
    const text = await readAll(source);
    transactions = new Ofx(text, { parserMode: 'strict' }).toNormalized({
      amountMode: 'string',
      dateMode: 'raw',
    }).transactions;
  } catch (error) {
    if (error instanceof StatementUnreadable) throw error;
    throw new StatementUnreadable('The file is not an OFX or QFX statement we can read.');
  }
  let line = 0;
  for (const t of transactions) {
    line += 1;
    const raw = (t.raw ?? {}) as Record<string, unknown>;
    const text = (v: unknown) =>
      typeof v === 'string' ? v.trim() : v == null ? '' : String(v).trim();
    const name = text(raw.NAME) || text(t.description);
    const memo = text(raw.MEMO);
    const rawAmount = text(raw.TRNAMT) || text(t.amount);
    const rawDate = text(raw.DTPOSTED) || text(t.postedAt);
    yield {
      line,
      date: ofxDay(rawDate),
      rawDate,
      description: name && memo && memo !== name ? `${name} ${memo}` : name || memo,
      counterparty: name || null,
      amount: parseAmount(rawAmount, '.'),
      rawAmount,
      fitId: text(raw.FITID) || text(t.fitId) || null,
    };
  }
}
