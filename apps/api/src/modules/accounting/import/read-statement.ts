import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { parse } from 'csv-parse';
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
 * The parser is fed this much at a time: it reads a piece it is given in one go, so a 256 KB
 * piece (4,800 rows) held the event loop for 60–110 ms; 16 KB is a few ms (issue 33).
 */
const PARSE_BYTES = 16 * 1024;

async function* inPieces(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    for (let at = 0; at < chunk.length; at += PARSE_BYTES) {
      yield chunk.subarray(at, at + PARSE_BYTES);
    }
  }
}

/**
 * The records of a CSV, header first, streamed (csv-parse): BOM stripped, delimiter from the
 * header line, quoted newlines kept, blank lines skipped, rows of any length. `line` is the
 * file's line where the record ends (1 = the header).
 */
export async function* csvRecords(source: AsyncIterable<Buffer>): AsyncGenerator<TCsvRecord> {
  const { head, body: whole } = await peek(source, PEEK_BYTES);
  const body = Readable.from(inPieces(whole));
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

/** DTPOSTED is YYYYMMDD[HHMMSS[.XXX]][[tz]]; the parser may already give YYYY-MM-DD. */
const ofxDay = (value: string): string | null => {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(value.trim());
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const at = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== iso ? null : iso;
};

/** A transaction longer than this is not one: the file is refused rather than held. */
const MAX_OFX_TRANSACTION = 64 * 1024;
const OPEN = /<STMTTRN>/gi;
const CLOSE = /<\/STMTTRN>/gi;
const LEAF = /<([A-Za-z0-9.]+)>([^<]*)/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

/**
 * The fields of one <STMTTRN> aggregate, by tag: SGML 1.x (`<NAME>text` up to the next tag,
 * no closing tag) and XML 2.x (`<NAME>text</NAME>`) alike. The first of a name wins (a
 * <PAYEE>'s NAME when there is no NAME of the transaction's own).
 */
const ofxFields = (block: string): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const [, tag = '', raw = ''] of block.matchAll(LEAF)) {
    const name = tag.toUpperCase();
    const value = raw.trim();
    if (value && fields[name] === undefined) fields[name] = decodeEntities(value);
  }
  return fields;
};

/**
 * The transactions of an OFX/QFX file (1.x SGML or 2.x XML), streamed (issue 33): the text is
 * read chunk by chunk and each <STMTTRN>…</STMTTRN> aggregate read as it completes, so a
 * 20 MB file is never held whole and a reader that wants 10 rows reads only the first bytes.
 * The aggregate's end tag is required in both versions; its fields are leaf elements.
 */
export async function* ofxRecords(source: AsyncIterable<Buffer>): AsyncGenerator<TOfxRecord> {
  const decoder = new StringDecoder('utf8');
  let text = '';
  let checked = false;
  let size = 0;
  let line = 0;
  // OFX by its header: as soon as it shows, or refused once 4 KB (or the file) came without it.
  const check = (final: boolean) => {
    if (checked) return;
    if (looksLikeOfx(text)) checked = true;
    else if (final || text.length >= 4096) {
      throw new StatementUnreadable('The file is not an OFX or QFX statement we can read.');
    }
  };
  const complete = function* (): Generator<TOfxRecord> {
    let at = 0;
    for (;;) {
      OPEN.lastIndex = at;
      const open = OPEN.exec(text);
      if (!open) {
        // Keep a tail: an opening tag may be cut between two chunks.
        at = Math.max(at, text.length - 16);
        break;
      }
      CLOSE.lastIndex = open.index;
      const close = CLOSE.exec(text);
      if (!close) {
        at = open.index;
        if (text.length - at > MAX_OFX_TRANSACTION) {
          throw new StatementUnreadable('The file is not an OFX or QFX statement we can read.');
        }
        break;
      }
      line += 1;
      yield ofxRecord(line, ofxFields(text.slice(open.index + open[0].length, close.index)));
      at = close.index + close[0].length;
    }
    text = text.slice(at);
  };
  for await (const chunk of source) {
    size += chunk.length;
    if (size > IMPORT_MAX_BYTES) throw new StatementUnreadable('The statement is too large.');
    text += decoder.write(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    check(false);
    if (checked) yield* complete();
  }
  text += decoder.end();
  check(true);
  yield* complete();
}

/** One transaction from its fields: the day, the amount in minor units, the bank's id. */
const ofxRecord = (line: number, f: Record<string, string>): TOfxRecord => {
  const name = f.NAME ?? '';
  const memo = f.MEMO ?? '';
  const rawAmount = f.TRNAMT ?? '';
  const rawDate = f.DTPOSTED ?? '';
  return {
    line,
    date: ofxDay(rawDate),
    rawDate,
    description: name && memo && memo !== name ? `${name} ${memo}` : name || memo,
    counterparty: name || null,
    amount: parseAmount(rawAmount, '.'),
    rawAmount,
    fitId: f.FITID || null,
  };
};
