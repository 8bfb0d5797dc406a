import type { TDbExecutor } from '../../db/client';
import { findCompany, insertCompanyEvent } from '../companies/companies.repository';
import { companyPhrase } from '../companies/company-phrase';
import { enqueueMail, type TOutgoingMail } from '../mail/outbox.repository';
import { findUser } from '../users/users.repository';

type TRecipient = { user: { email: string; firstName: string }; company: string };

/**
 * A phone event on the company's timeline and, when `mail` is given (and the owner is
 * found), its e-mail through the outbox, in the caller's transaction.
 */
export const notifyPhoneEvent = async (
  tx: TDbExecutor,
  input: {
    companyId: string;
    kind: 'PHONE_NUMBER_ASSIGNED' | 'PHONE_TEXT_RECEIVED' | 'PHONE_VOICEMAIL';
    data: Record<string, unknown>;
    mail?: (to: TRecipient) => TOutgoingMail;
  },
): Promise<void> => {
  await insertCompanyEvent(tx, {
    companyId: input.companyId,
    actor: 'system',
    kind: input.kind,
    data: input.data,
  });
  if (!input.mail) return;
  const company = await findCompany(tx, input.companyId);
  const user = company ? await findUser(tx, company.userId) : null;
  if (!company || !user) return;
  await enqueueMail(tx, input.mail({ user, company: companyPhrase(company) }));
};
