import { eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../../db/client';
import { companies, users } from '../../../db/schema';
import { companyPhrase } from '../../companies';

/** The company's account holder (the system ticket is theirs) and its phrase; the e-mails go to `companyRecipients`. */
export const urgentMailContextOf = async (
  exec: TDbExecutor,
  companyId: string,
): Promise<{ userId: string; email: string; firstName: string; company: string } | null> => {
  const [row] = await exec
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      companyName: companies.companyName,
      companyNameType: companies.companyNameType,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.id, companyId));
  if (!row) return null;
  return {
    userId: row.userId,
    email: row.email,
    firstName: row.firstName,
    company: companyPhrase(row),
  };
};
