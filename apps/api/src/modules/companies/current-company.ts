import type { FastifyRequest } from 'fastify';
import type { TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TCompanyRow } from './companies.repository';
import { resolveCompany } from './resolve-company';

/** The header a client sends to pick one of its companies (the company switcher). */
export const COMPANY_HEADER = 'x-company-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a requested company id can be one at all (else it is simply not the caller's). */
export const isCompanyId = (value: string): boolean => UUID.test(value);

/**
 * The caller's current company (ARCHITECTURE 3, decision 0020), one rule with
 * `resolveCompany`: the one asked for when it is theirs, else their first company.
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

/** The company requested by the `x-company-id` header, if any. */
export const requestedCompanyId = (request: FastifyRequest): string | null => {
  const value = request.headers[COMPANY_HEADER];
  return typeof value === 'string' && value.length > 0 ? value : null;
};
