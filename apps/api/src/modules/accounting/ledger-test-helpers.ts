import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type {
  TCategory,
  TLedgerAccount,
  TTransaction,
} from '@charterline/shared/schemas/accounting';

type THeaders = Record<string, string>;

/** Calls the accounting API as `headers`; `data` throws with the body when another status answers. */
export const booksCalls = (app: () => FastifyInstance, headers: THeaders) => {
  const call = (method: string, url: string, payload?: object) =>
    app().inject({
      method: method as 'GET',
      url: `/api/client/company/v7/accounting${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const data = async <T>(method: string, url: string, payload?: object, status = 200) => {
    const res = await call(method, url, payload);
    if (res.statusCode !== status)
      throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
    return res.json().data as T;
  };
  const code = async (method: string, url: string, payload?: object) =>
    ((await call(method, url, payload)).json() as { errors: { code: string }[] }).errors[0]?.code;
  const account = (overrides: object = {}) =>
    data<TLedgerAccount>(
      'POST',
      '/accounts',
      { name: 'Mercury Checking', openingDate: '2026-01-01', openingBalance: 100_00, ...overrides },
      201,
    );
  const tx = (accountId: string, overrides: object = {}) =>
    data<TTransaction>(
      'POST',
      '/transactions',
      { accountId, date: '2026-03-10', description: 'Coffee', amount: -4_50, ...overrides },
      201,
    );
  const categories = () => data<TCategory[]>('GET', '/categories');
  const categoryId = async (key: string) => {
    const found = (await categories()).find((c) => c.key === key);
    if (!found) throw new Error(`no category ${key}`);
    return found.id;
  };
  return { call, data, code, account, tx, categories, categoryId };
};

/** Closes a month of the company's books (what a bookkeeper does). */
export const closeMonth = (app: FastifyInstance, companyId: string, month: string) =>
  app.db.execute(
    sql`insert into books_closed_months (company_id, month, closed_by) values (${companyId}, ${month}, 'test')`,
  );
