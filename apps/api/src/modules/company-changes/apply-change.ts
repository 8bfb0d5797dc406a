import type { TProposedChange } from '@charterline/shared/schemas/company-changes';
import type { TDbExecutor } from '../../db/client';
import { insertCompanyEvent, updateCompany, type TCompanyRow } from '../companies';
import { ownerRowsOf, replaceOwners, moveCompany } from '../companies';
import { syncCompanyObligationsIn } from '../compliance';
import { OUR_REGISTERED_AGENT } from '../formation';
import { stopOurAgentRenewal } from '../services';
import { stopRenewalsOf } from './company-changes.repository';

type TApplyContext = { actor: string; actorUserId: string | null; now: Date; changeId: string };

/**
 * Writes a change's values to the company, in the caller's transaction (the company row
 * locked): the one place the profile changes through a change, instant or filed.
 */
export const applyProposed = async (
  tx: TDbExecutor,
  company: TCompanyRow,
  change: TProposedChange,
  context: TApplyContext,
): Promise<void> => {
  switch (change.kind) {
    case 'LEGAL_NAME':
      await updateCompany(tx, company.id, {
        companyName: change.companyName,
        companyNameType: change.designation,
      });
      return;
    case 'PRINCIPAL_ADDRESS':
      await updateCompany(tx, company.id, { principalAddress: change.address });
      return;
    case 'MAILING_ADDRESS':
      await updateCompany(tx, company.id, {
        mailingAddress: { useOurs: false, address: change.address },
      });
      return;
    case 'CONTACT_EMAIL':
      await updateCompany(tx, company.id, { contactEmail: change.email.toLowerCase() });
      return;
    case 'FISCAL_YEAR':
      await updateCompany(tx, company.id, { fiscalYearEndMonth: change.fiscalYearEndMonth });
      await syncCompanyObligationsIn(tx, { companyId: company.id, now: context.now });
      return;
    case 'MANAGERS':
      await updateCompany(tx, company.id, {
        management: change.management,
        managers: change.management === 'MEMBER_MANAGED' ? [] : change.managers,
      });
      return;
    case 'MEMBERS':
      await replaceOwners(tx, company.id, ownerRowsOf(change.owners));
      return;
    case 'REGISTERED_AGENT':
      await updateCompany(tx, company.id, {
        registeredAgent: change.useOurs
          ? { useOurs: true, name: OUR_REGISTERED_AGENT, address: null }
          : { useOurs: false, name: change.name, address: change.address },
      });
      // The state has their agent now: ours no longer serves the company, nor renews.
      if (!change.useOurs) await stopOurAgentRenewal(tx, company.id, context.now);
      return;
    case 'CLOSURE':
      await moveCompany(tx, company, {
        kind: 'STATUS_CHANGED',
        actor: context.actor,
        actorUserId: context.actorUserId,
        companyStatus: 'DISSOLVED',
        at: context.now,
        reason: change.reason || 'Closed at the customer’s request',
        data: { changeId: context.changeId },
      });
      await stopRenewalsOf(tx, company.id, context.now);
      // No state filing after it; the final federal returns are listed (issue 35 item 4).
      await syncCompanyObligationsIn(tx, { companyId: company.id, now: context.now });
      return;
    case 'REINSTATEMENT':
      await reinstate(tx, company, context);
      return;
  }
};

/**
 * DISSOLVED is the end of moveCompany's line; a reinstatement filed by the state is the one
 * way back, so it is written here with the same event a status move writes.
 */
const reinstate = async (tx: TDbExecutor, company: TCompanyRow, context: TApplyContext) => {
  await updateCompany(tx, company.id, { companyStatus: 'COMPLETED', statusReason: null });
  await insertCompanyEvent(tx, {
    companyId: company.id,
    actor: context.actor,
    actorUserId: context.actorUserId,
    kind: 'STATUS_CHANGED',
    fromStatus: company.companyStatus,
    toStatus: 'COMPLETED',
    data: { changeId: context.changeId, reinstated: true },
  });
};
