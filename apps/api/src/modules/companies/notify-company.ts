import type { TDbExecutor } from '../../db/client';
import { enqueueMail, type TOutgoingMail } from '../email';
import { findCompany, insertCompanyEvent, type TCompanyEvent } from './companies.repository';
import { companyPhrase } from './company-phrase';
import {
  companyRecipients,
  type TCompanyMailRecipient,
  type TCompanyMailTopic,
} from './company-recipients';

/** Who a company's e-mail goes to (`companyRecipients`), and the company as the mail names it. */
export type TCompanyRecipient = { user: TCompanyMailRecipient; company: string };

/**
 * An event on the company's timeline and, when `mail` is given, its e-mail to the company's
 * recipients (its contact e-mail, else the owner's) through the outbox, in the caller's transaction. `actor` defaults to the system.
 */
export const notifyCompany = async (
  tx: TDbExecutor,
  input: {
    companyId: string;
    actor?: string;
    kind: TCompanyEvent['kind'];
    data: Record<string, unknown>;
    /** What the e-mail is about (who gets it: `companyRecipients`). */
    topic: TCompanyMailTopic;
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
  if (!company) return;
  for (const user of await companyRecipients(tx, company.id, input.topic)) {
    await enqueueMail(tx, input.mail({ user, company: companyPhrase(company) }));
  }
};
