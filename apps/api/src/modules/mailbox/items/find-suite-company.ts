import { eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../../db/client';
import { companies, mailSuites, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { companyPhrase } from '../../companies';

/** Staff read a suite on an envelope: whose is it (NOT_FOUND when no company has it). */
export const findSuiteCompany = async (
  db: TDbExecutor,
  suite: number,
): Promise<{ companyId: string; company: string; ownerEmail: string; suite: number }> => {
  const [row] = await db
    .select({ company: companies, ownerEmail: users.email })
    .from(mailSuites)
    .innerJoin(companies, eq(companies.id, mailSuites.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(mailSuites.suite, suite));
  if (!row) throw new AppError('NOT_FOUND', { message: `No company has suite ${suite}.` });
  return {
    companyId: row.company.id,
    company: companyPhrase(row.company),
    ownerEmail: row.ownerEmail,
    suite,
  };
};
