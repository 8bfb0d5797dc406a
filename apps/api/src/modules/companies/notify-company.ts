import type { TDbExecutor } from '../../db/client';
import { enqueueMail, type TOutgoingMail } from '../mail/outbox.repository';
import { findUser } from '../users/users.repository';
import { findCompany, insertCompanyEvent, type TCompanyEvent } from './companies.repository';
import { companyPhrase } from './company-phrase';

/** Who a company's e-mail goes to: its owner, and the company as the mail names it. */
export type TCompanyRecipient = { user: { email: string; firstName: string }; company: string };

/**
 * An event on the company's timeline and, when `mail` is given (and the owner is found), its
 * e-mail through the outbox, in the caller's transaction. `actor` defaults to the system.
 */
export const notifyCompany = async (
  tx: TDbExecutor,
  input: {
    companyId: string;
    actor?: string;
    kind: TCompanyEvent['kind'];
    data: Record<string, unknown>;
    mail?: (to: TCompanyRecipient) => TOutgoingMail;
  },
): Promise<void> => {
  await insertCompanyEvent(tx, {
    companyId: input.companyId,
    actor: input.actor ?? 'system',
    kind: input.kind,
    data: input.data,
  });
  if (!input.mail) return;
  const company = await findCompany(tx, input.companyId);
  const user = company ? await findUser(tx, company.userId) : null;
  if (!company || !user) return;
  await enqueueMail(tx, input.mail({ user, company: companyPhrase(company) }));
};
