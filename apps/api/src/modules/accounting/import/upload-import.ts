import { randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IMPORT_MAX_BYTES, type TImport } from '@charterline/shared/schemas/accounting';
import type { TDatabase } from '../../../db/client';
import { ledgerImports } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { fileTooLarge } from '../../../lib/storage/metered';
import type { TFileStorage } from '../../../lib/storage/types';
import { recogniseBank } from './bank-formats';
import { toImportView } from './import-view';
import { findCompanyAccount, type TAccountRow } from './imports.repository';
import { csvRecords, formatOf, ofxRecords, StatementUnreadable } from './read-statement';

/** Bytes kept while streaming to read the header and the sample rows from. */
const HEAD_BYTES = 64 * 1024;
const SAMPLE_ROWS = 10;

const unreadable = (message = 'The file is empty or is not a bank statement we can read.') =>
  new AppError('IMPORT_FILE_UNREADABLE', { message, field: 'file' });

const isMultipartLimit = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error as { code: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';

/** A name to show: no folders, no control characters, at most 200 characters. */
const cleanFileName = (name: string): string =>
  (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200) || 'statement.csv';

/** The header and first rows of a CSV from its first bytes (a cut last record is dropped). */
const csvHead = async (head: Buffer, whole: boolean) => {
  if (head.includes(0)) throw unreadable('The file is not a text CSV.');
  const records: string[][] = [];
  try {
    for await (const r of csvRecords(Readable.from([head]))) {
      records.push(r.cells);
      if (records.length > SAMPLE_ROWS + 1) break;
    }
  } catch (error) {
    if (whole || records.length < 2) throw error;
  }
  if (!whole && records.length <= SAMPLE_ROWS + 1) records.pop();
  const [columns = [], ...rows] = records;
  if (columns.filter((c) => c !== '').length < 2 || rows.length === 0) throw unreadable();
  return { columns, sampleRows: rows.slice(0, SAMPLE_ROWS) };
};

/** The first transactions of an OFX file as sample rows (date, description, amount). */
const ofxHead = async (body: Readable) => {
  const sampleRows: string[][] = [];
  for await (const r of ofxRecords(body)) {
    if (sampleRows.length < SAMPLE_ROWS)
      sampleRows.push([r.date ?? r.rawDate, r.description, r.rawAmount]);
  }
  if (sampleRows.length === 0) throw unreadable('The statement has no transactions.');
  return { columns: [] as string[], sampleRows };
};

const ZAccountId = z.uuid();

/**
 * `POST /imports`: multipart, the `accountId` field then the `file`. The file streams into
 * the file store while its first bytes are kept for the header and sample rows; an empty or
 * unreadable file leaves nothing behind (IMPORT_FILE_UNREADABLE).
 */
export const uploadImport = async (
  deps: { db: TDatabase; storage: TFileStorage },
  request: FastifyRequest,
  input: { companyId: string; userId: string },
): Promise<TImport> => {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let account: TAccountRow | null = null;
  let stored: { key: string; fileName: string; size: number; head: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES + 1 } })) {
      if (part.type === 'field') {
        if (part.fieldname !== 'accountId') continue;
        const id = ZAccountId.safeParse(part.value);
        if (!id.success) {
          throw new AppError('VALIDATION_ERROR', {
            message: 'Choose an account.',
            field: 'accountId',
          });
        }
        account = await findCompanyAccount(deps.db, input.companyId, id.data);
        if (account.archivedAt) {
          throw new AppError('VALIDATION_ERROR', {
            message: 'This account is archived: restore it to import into it.',
            field: 'accountId',
          });
        }
        continue;
      }
      if (part.fieldname !== 'file' || stored) {
        part.file.resume();
        continue;
      }
      if (!account) {
        part.file.resume();
        throw new AppError('VALIDATION_ERROR', {
          message: 'Choose the account before the file.',
          field: 'accountId',
        });
      }
      // Keep the first bytes while the whole file flows on into the store.
      const kept: Buffer[] = [];
      let keptBytes = 0;
      const tee = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          if (keptBytes < HEAD_BYTES) {
            kept.push(chunk.subarray(0, HEAD_BYTES - keptBytes));
            keptBytes += Math.min(chunk.length, HEAD_BYTES - keptBytes);
          }
          done(null, chunk);
        },
      });
      part.file.on('error', (error) => tee.destroy(error));
      const key = `accounting-imports/${input.companyId}/${randomUUID()}`;
      const put = deps.storage.put({
        key,
        body: part.file.pipe(tee),
        contentType: 'application/octet-stream',
        maxBytes: IMPORT_MAX_BYTES,
      });
      const { size } = await put;
      stored = { key, fileName: cleanFileName(part.filename), size, head: Buffer.concat(kept) };
    }
    if (!account)
      throw new AppError('VALIDATION_ERROR', { message: 'Choose an account.', field: 'accountId' });
    if (!stored) throw new AppError('UPLOAD_NO_FILE', { field: 'file' });
    if (stored.size === 0) throw unreadable('The file is empty.');

    const headText = stored.head.toString('utf8');
    const format = formatOf(headText, stored.fileName);
    let head: { columns: string[]; sampleRows: string[][] };
    try {
      if (format === 'ofx') {
        const body = await deps.storage.get(stored.key);
        if (!body) throw unreadable();
        head = await ofxHead(body);
      } else {
        head = await csvHead(stored.head, stored.size <= HEAD_BYTES);
      }
    } catch (error) {
      if (error instanceof StatementUnreadable) throw unreadable(error.message);
      throw error;
    }
    const [row] = await deps.db
      .insert(ledgerImports)
      .values({
        companyId: input.companyId,
        accountId: account.id,
        fileName: stored.fileName,
        storageKey: stored.key,
        sizeBytes: stored.size,
        format,
        status: 'uploaded',
        columns: head.columns,
        sampleRows: head.sampleRows,
        recognisedBank: format === 'csv' ? (recogniseBank(head.columns)?.bank ?? null) : null,
        createdBy: input.userId,
      })
      .returning();
    if (!row) throw new Error('uploadImport: no row');
    return toImportView({ row, account });
  } catch (error) {
    if (stored) await deps.storage.remove(stored.key);
    if (isMultipartLimit(error)) throw fileTooLarge(IMPORT_MAX_BYTES);
    throw error;
  }
};
