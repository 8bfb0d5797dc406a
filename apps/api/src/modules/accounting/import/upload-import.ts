import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IMPORT_MAX_BYTES, type TImport } from '@charterline/shared/schemas/accounting';
import type { TDatabase } from '../../../db/client';
import { ledgerImports } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { spoolUploads, uploadBounds } from '../../../lib/storage/spool-upload';
import type { TFileStorage } from '../../../lib/storage/types';
import type { TEnv } from '../../../config/env';
import { holdStorageRoom, releaseWhenAnswered } from '../../documents';
import { recogniseBank } from './bank-formats';
import { toImportView } from './import-view';
import { findCompanyAccount, type TAccountRow } from './imports.repository';
import { csvRecords, formatOf, ofxRecords, StatementUnreadable } from './read-statement';

/** Bytes kept while streaming to read the header and the sample rows from. */
const HEAD_BYTES = 64 * 1024;
const SAMPLE_ROWS = 10;

const unreadable = (message = 'The file is empty or is not a bank statement we can read.') =>
  new AppError('IMPORT_FILE_UNREADABLE', { message, field: 'file' });

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
  // The first rows only: the file streams (a 20 MB one is read whole by the job, not here).
  for await (const r of ofxRecords(body)) {
    sampleRows.push([r.date ?? r.rawDate, r.description, r.rawAmount]);
    if (sampleRows.length >= SAMPLE_ROWS) break;
  }
  if (sampleRows.length === 0) throw unreadable('The statement has no transactions.');
  return { columns: [] as string[], sampleRows };
};

const ZAccountId = z.uuid();

/**
 * `POST /imports`: multipart, the `accountId` field and the `file`. The file is read into a
 * temporary file (its first bytes kept for the header and sample rows), then copied into the
 * file store; an empty or unreadable file leaves nothing behind (IMPORT_FILE_UNREADABLE).
 */
export const uploadImport = async (
  deps: {
    db: TDatabase;
    storage: TFileStorage;
    config: Pick<
      TEnv,
      | 'STORAGE_QUOTA_BYTES'
      | 'UPLOAD_MAX_BYTES'
      | 'UPLOAD_MIN_BYTES_PER_SECOND'
      | 'UPLOAD_RATE_WINDOW_MS'
    >;
  },
  request: FastifyRequest,
  input: { companyId: string; userId: string },
): Promise<TImport> => {
  // The body is read whole into a temporary file first (issue 33, decision 0173): no
  // connection or transaction waits on the client; bounds and malformed bodies as every upload.
  const spool = await spoolUploads(request, {
    ...uploadBounds(deps.config),
    maxFileBytes: IMPORT_MAX_BYTES,
    maxTotalBytes: IMPORT_MAX_BYTES,
    fileFields: ['file'],
    maxFiles: 1,
    headBytes: HEAD_BYTES,
  });
  let account: TAccountRow | null = null;
  let stored: { key: string; fileName: string; size: number; head: Buffer } | null = null;
  try {
    const accountId = spool.fields.accountId;
    if (accountId !== undefined) {
      const id = ZAccountId.safeParse(accountId);
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
    }
    const [file] = spool.files;
    if (file && account) {
      releaseWhenAnswered(
        request,
        await holdStorageRoom(deps.db, {
          companyId: input.companyId,
          incomingBytes: file.size,
          quotaBytes: deps.config.STORAGE_QUOTA_BYTES,
        }),
      );
      const key = `accounting-imports/${input.companyId}/${randomUUID()}`;
      const { size } = await deps.storage.put({
        key,
        body: createReadStream(file.path),
        contentType: 'application/octet-stream',
        maxBytes: IMPORT_MAX_BYTES,
      });
      stored = { key, fileName: cleanFileName(file.fileName), size, head: file.head };
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
    throw error;
  } finally {
    await spool.dispose();
  }
};
