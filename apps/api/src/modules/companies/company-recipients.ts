import { eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { companies, users } from '../../db/schema';
import { enqueueMail, type TOutgoingMail } from '../email';

/**
 * What a company's e-mail is about. Today every topic goes to the same address; team access
 * (issue 42) lets each member choose the topics they get (compliance and billing to owners
 * and admins, mail to an assistant…), here and nowhere else.
 */
export type TCompanyMailTopic =
  | 'formation'
  | 'mail'
  | 'phone'
  | 'compliance'
  | 'changes'
  | 'services'
  | 'billing'
  | 'support'
  | 'books'
  | 'invoicing';

/** One person a company's e-mail goes to: the address, and the name it greets. */
export type TCompanyMailRecipient = { email: string; firstName: string };

/**
 * Who a company's e-mail goes to (issue 36 item 7, decision 0186): the company's contact
 * e-mail (LLC Management's "Contact e-mail" change: "We write to this address about your
 * company from now on"), else its owner's login e-mail; greeted by the owner's first name.
 * Account e-mails (password, sign-in, verification, e-mail change) never ask here: they go
 * to the login address. None for an unknown company.
 */
export const companyRecipients = async (
  db: TDbExecutor,
  companyId: string,
  _topic: TCompanyMailTopic,
): Promise<TCompanyMailRecipient[]> => {
  const [row] = await db
    .select({
      contactEmail: companies.contactEmail,
      email: users.email,
      firstName: users.firstName,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.id, companyId));
  if (!row) return [];
  return [{ email: row.contactEmail ?? row.email, firstName: row.firstName }];
};

/**
 * Queues a company's e-mail, in the caller's transaction, once for each of its recipients
 * (`companyRecipients`): `build` makes the mail for one of them.
 */
export const enqueueCompanyMail = async (
  tx: TDbExecutor,
  input: { companyId: string; topic: TCompanyMailTopic },
  build: (to: TCompanyMailRecipient) => TOutgoingMail,
): Promise<void> => {
  for (const to of await companyRecipients(tx, input.companyId, input.topic)) {
    await enqueueMail(tx, build(to));
  }
};
