import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDbExecutor } from '../../db/client';
import { companyCallerOf } from '../../lib/http/caller';
import { openBooks } from './open-books';

/** A read of the caller's books (opened first: chart seeded, invoice payments booked). */
export const readBooks = async <T>(
  app: FastifyInstance,
  request: FastifyRequest,
  run: (exec: TDbExecutor, companyId: string) => Promise<T>,
): Promise<T> => {
  const company = await openBooks(app.db, companyCallerOf(request));
  return run(app.db, company.id);
};

/** A change of the caller's books, in one database transaction (all of it or nothing). */
export const changeBooks = <T>(
  app: FastifyInstance,
  request: FastifyRequest,
  run: (exec: TDbExecutor, companyId: string) => Promise<T>,
): Promise<T> =>
  app.db.transaction(async (tx) => {
    const company = await openBooks(tx, companyCallerOf(request));
    return run(tx, company.id);
  });
