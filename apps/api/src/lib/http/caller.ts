import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import type { TAccessClaims } from '../tokens';

/** The header a client sends to pick one of its companies (the company switcher). */
export const COMPANY_HEADER = 'x-company-id';

/** The signed-in caller of a route behind `app.authenticate`. */
export const callerOf = (request: FastifyRequest): TAccessClaims => {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user;
};

/** The company requested by the `x-company-id` header, if any. */
export const requestedCompanyId = (request: FastifyRequest): string | null => {
  const value = request.headers[COMPANY_HEADER];
  return typeof value === 'string' && value.length > 0 ? value : null;
};

/**
 * Who calls and which of their companies they name: `?companyId=`, else the `x-company-id`
 * header, else none (their first company). Whether the company is theirs is decided where it
 * is read (`getCurrentCompany`): this only says what was asked for.
 */
export type TCompanyCaller = { userId: string; companyId: string | null };

export const companyCallerOf = (request: FastifyRequest): TCompanyCaller => {
  const query = request.query as { companyId?: string } | undefined;
  return {
    userId: callerOf(request).userId,
    companyId: query?.companyId ?? requestedCompanyId(request),
  };
};
