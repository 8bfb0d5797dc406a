import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TDbExecutor } from '../../db/client';
import { companies } from '../../db/schema';
import { AppError } from '../../lib/app-error';

type TCompanyRow = typeof companies.$inferSelect;

/** The header a client sends to pick one of its companies (the company switcher). */
export const COMPANY_HEADER = 'x-company-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller's current company (ARCHITECTURE 3): the one asked for by id when it is theirs,
 * otherwise their most recent one. Another customer's company is 403 and never its data;
 * an id that names no company, or a caller with no company at all, is 404.
 */
export const getCurrentCompany = async (
  db: TDbExecutor,
  userId: string,
  companyId?: string | null,
): Promise<TCompanyRow> => {
  if (companyId) {
    if (!UUID.test(companyId)) throw new AppError('NOT_FOUND');
    const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.userId !== userId) throw new AppError('FORBIDDEN');
    return row;
  }
  const [row] = await db
    .select()
    .from(companies)
    .where(eq(companies.userId, userId))
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
};

/** The company requested by the `x-company-id` header, if any. */
export const requestedCompanyId = (request: FastifyRequest): string | null => {
  const value = request.headers[COMPANY_HEADER];
  return typeof value === 'string' && value.length > 0 ? value : null;
};
