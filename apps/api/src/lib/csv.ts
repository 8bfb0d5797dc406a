import { stringify as stringifyStream, type Stringifier } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';

/**
 * The first characters that make a spreadsheet run a cell as a formula: = + - @, a tab or a
 * carriage return, and their full-width forms (＝ ＋ － ＠), which Excel and LibreOffice
 * read as the ASCII ones.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A text cell of any CSV the API writes (OWASP "CSV injection"): one a spreadsheet would run
 * gets a leading quote, so it shows as text. Only text cells: an amount ("-12.34") is written
 * as it is, so a negative amount stays a number.
 */
export const safeCell = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** Every CSV the API writes ends its lines with CRLF (what spreadsheets expect). */
const OPTIONS = { record_delimiter: 'windows' } as const;

/** Rows to CSV text, at once. Text cells go through `safeCell` first. */
export const csvOf = (rows: readonly (readonly string[])[]): string =>
  stringify(rows as string[][], OPTIONS);

/** A CSV writer for rows streamed in (a long export). Text cells go through `safeCell` first. */
export const csvStream = (): Stringifier => stringifyStream(OPTIONS);
