import { asc, eq, sql } from 'drizzle-orm';
import { perDatabase, type TDatabase, type TDbExecutor } from '../../db/client';
import { companies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TCompanyRow } from './companies.repository';
import { resolveCompany, resolveCompanyWith } from './resolve-company';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a requested company id can be one at all (else it is simply not the caller's). */
export const isCompanyId = (value: string): boolean => UUID.test(value);

/**
 * The caller's current company (docs/architecture.md § API conventions, decision 0020), one
 * rule with `resolveCompany`: the one asked for when it is theirs, else their first company.
 * Another customer's company and an unknown id are the same answer (`otherIs`, 403 by
 * default, 404 for files), so ids cannot be probed; no company at all is DATA_NOT_AVAILABLE.
 */
export const getCurrentCompany = (
  db: TDbExecutor,
  userId: string,
  companyId?: string | null,
  options: { otherIs: 'FORBIDDEN' | 'NOT_FOUND' } = { otherIs: 'FORBIDDEN' },
): Promise<TCompanyRow> => {
  if (companyId && !isCompanyId(companyId)) return Promise.reject(new AppError(options.otherIs));
  return resolveCompany(db, userId, companyId ?? undefined, options);
};

/** What decides which products a company is offered: its path and its state. */
export type TOfferBasis = Pick<TCompanyRow, 'id' | 'userId' | 'businessType' | 'state'>;

// The product lists' company read, prepared once per database: four columns, not the row.
const offerBasis = perDatabase((db) => {
  const select = () =>
    db
      .select({
        id: companies.id,
        userId: companies.userId,
        businessType: companies.businessType,
        state: companies.state,
      })
      .from(companies);
  return {
    byId: select()
      .where(eq(companies.id, sql.placeholder('key')))
      .prepare('company_offer_basis_by_id'),
    firstOf: select()
      .where(eq(companies.userId, sql.placeholder('key')))
      .orderBy(asc(companies.createdAt))
      .limit(1)
      .prepare('company_offer_basis_first_of'),
  };
});

/** `getCurrentCompany`'s rule, reading only what the offers depend on. */
export const getCurrentOfferBasis = (
  db: TDatabase,
  userId: string,
  companyId: string | null,
): Promise<TOfferBasis> => {
  if (companyId && !isCompanyId(companyId)) return Promise.reject(new AppError('FORBIDDEN'));
  const queries = offerBasis(db);
  return resolveCompanyWith(
    {
      byId: async (key) => (await queries.byId.execute({ key }))[0] ?? null,
      firstOf: async (key) => (await queries.firstOf.execute({ key }))[0] ?? null,
    },
    userId,
    companyId ?? undefined,
  );
};
