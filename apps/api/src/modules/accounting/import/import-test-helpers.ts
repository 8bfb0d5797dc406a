import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type {
  TCsvMappingInput,
  TImport,
  TImportPreview,
} from '@charterline/shared/schemas/accounting';
import { ledgerAccounts } from '../../../db/schema';
import { multipartBody } from '../../../../test/vault-helpers';
import { formedInvoicer } from '../../invoicing/invoicing-test-helpers';
import { runImportJob } from './run-import-job';

type THeaders = Record<string, string>;
const FIXTURES = join(__dirname, '../../../../test/fixtures/bank');
export const fixture = (name: string): Buffer => readFileSync(join(FIXTURES, name));

/** A formed company with one USD bank account. */
export const booksWithAccount = async (app: FastifyInstance, currency = 'USD') => {
  const user = await formedInvoicer(app);
  const [account] = await app.db
    .insert(ledgerAccounts)
    .values({
      companyId: user.company.id,
      name: 'Mercury Checking',
      currency,
      openingDate: '2026-01-01',
    })
    .returning();
  if (!account) throw new Error('no account');
  return { ...user, account };
};

/** The import routes as `headers`; each helper throws with the body on another status. */
export const importCalls = (app: () => FastifyInstance, headers: THeaders) => {
  const base = '/api/client/company/v7/accounting/imports';
  const expectOk = async <T>(
    res: Awaited<ReturnType<FastifyInstance['inject']>>,
    status: number,
  ) => {
    if (res.statusCode !== status) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json().data as T;
  };
  const upload = (accountId: string, name: string, bytes: Buffer) =>
    app().inject({
      method: 'POST',
      url: base,
      headers,
      payload: multipartBody([{ name, bytes }], { accountId }),
    });
  const post = (url: string, payload: object = {}) =>
    app().inject({ method: 'POST', url: `${base}${url}`, headers, payload });
  return {
    upload,
    post,
    get: (url = '') => app().inject({ url: `${base}${url}`, headers }),
    remove: (id: string) => app().inject({ method: 'DELETE', url: `${base}/${id}`, headers }),
    uploaded: async (accountId: string, name: string, bytes: Buffer) =>
      expectOk<TImport>(await upload(accountId, name, bytes), 201),
    preview: async (id: string, mapping?: TCsvMappingInput | null) =>
      expectOk<TImportPreview>(await post(`/${id}/preview`, { mapping }), 200),
    commit: async (id: string, mapping?: TCsvMappingInput | null, rememberMapping = true) =>
      expectOk<TImport>(await post(`/${id}/commit`, { mapping, rememberMapping }), 200),
    undo: async (id: string) => expectOk<TImport>(await post(`/${id}/undo`), 200),
    read: async (id: string) =>
      expectOk<TImport>(await app().inject({ url: `${base}/${id}`, headers }), 200),
  };
};

/** Upload, commit with the suggested (or given) mapping, run the job: the finished import. */
export const importFile = async (
  app: FastifyInstance,
  calls: ReturnType<typeof importCalls>,
  accountId: string,
  name: string,
  bytes: Buffer,
  mapping?: TCsvMappingInput,
): Promise<TImport> => {
  const up = await calls.uploaded(accountId, name, bytes);
  await calls.commit(up.id, mapping ?? up.suggestedMapping);
  await runImportJob(
    { db: app.db, storage: app.storage },
    { importId: up.id, now: new Date('2026-12-01T10:00:00Z') },
  );
  return calls.read(up.id);
};
