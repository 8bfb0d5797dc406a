import type { z } from 'zod';
import { checkLlcName } from '@charterline/shared/rules/llc-name';
import type {
  ZAddonsProgressRequest,
  ZBankAccountRequest,
  ZCompanyInfoRequest,
  ZMailingAddressRequest,
  ZOwnersRequest,
  ZRegisteredAgentRequest,
  ZResponsiblePartyRequest,
} from '@charterline/shared/schemas/company';
import type { TTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { updateCompany, type TCompanyChanges, type TCompanyRow } from '../companies';
import { ownerRowsOf, replaceOwners } from '../companies';

// The wizard's formation steps after payment: each checks the company may still change
// and writes its part, in the transaction that holds the company's lock.

/** The registered agent we provide (our own agent service, every state). */
export const OUR_REGISTERED_AGENT = 'Charterline Registered Agents LLC';

/** The company may still take formation details: paid, and not yet confirmed. */
const assertEditable = (company: TCompanyRow): void => {
  if (company.confirmedAt) {
    throw new AppError('DATA_NOT_EDITABLE', {
      message:
        'Your formation details are confirmed and with our team; contact support to change them.',
    });
  }
  if (company.paymentStatus !== 'PAID') throw new AppError('PAYMENT_REQUIRED_FIRST');
};

/** One wizard step: checks the company and the step's body, and writes them. */
export type TFormationStep<TBody extends z.ZodType> = (
  tx: TTransaction,
  company: TCompanyRow,
  input: z.output<TBody>,
  userId: string,
) => Promise<void>;

/** A step that only writes columns: checked, then written. */
const save = async (tx: TTransaction, company: TCompanyRow, set: TCompanyChanges) => {
  assertEditable(company);
  await updateCompany(tx, company.id, set);
};

/** The company name (checked by the shared LLC name rules), type and purpose. */
export const saveCompanyInfo: TFormationStep<typeof ZCompanyInfoRequest> = async (
  tx,
  company,
  input,
) => {
  assertEditable(company);
  const names = [input.companyName, ...(input.alternativeNames ?? [])];
  for (const [index, name] of names.entries()) {
    const first = checkLlcName(name).errors[0];
    if (first) {
      throw new AppError('INVALID_COMPANY_NAME', {
        message: first.message,
        field: index === 0 ? 'companyName' : `alternativeNames.${index - 1}`,
      });
    }
  }
  // Paying the formation fixed the state (its fees were in the price).
  if (company.state && input.state !== company.state) {
    throw new AppError('FORMATION_STATE_LOCKED', {
      field: 'state',
      message: `Your formation is paid for ${company.state}; contact support to change the state.`,
    });
  }
  await updateCompany(tx, company.id, {
    companyName: input.companyName,
    companyNameType: input.companyNameType,
    alternativeNames: input.alternativeNames ?? [],
    businessPurpose: input.businessPurpose,
    website: input.website ?? null,
    state: input.state,
  });
};

/** Our registered agent, or the customer's own (a US address). */
export const saveRegisteredAgent: TFormationStep<typeof ZRegisteredAgentRequest> = (
  tx,
  company,
  input,
) =>
  save(tx, company, {
    registeredAgent: input.useOurs
      ? { useOurs: true, name: OUR_REGISTERED_AGENT, address: null }
      : { useOurs: false, name: input.name, address: input.address },
  });

/** The owners; at least one, percentages summing to 100 (the schema checks both). */
export const saveOwners: TFormationStep<typeof ZOwnersRequest> = async (tx, company, input) => {
  assertEditable(company);
  await replaceOwners(tx, company.id, ownerRowsOf(input.owners));
  await updateCompany(tx, company.id, { ownersSavedAt: new Date() });
};

/** Our US mailing address, or the customer's own. */
export const saveMailingAddress: TFormationStep<typeof ZMailingAddressRequest> = (
  tx,
  company,
  input,
) =>
  save(tx, company, {
    mailingAddress: input.useOurs
      ? { useOurs: true, address: null }
      : { useOurs: false, address: input.address },
  });

/** The EIN application's responsible party; only the last 4 of an SSN/ITIN are kept. */
export const saveResponsibleParty: TFormationStep<typeof ZResponsiblePartyRequest> = (
  tx,
  company,
  input,
) =>
  save(tx, company, {
    responsibleParty: {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email.toLowerCase(),
      phone: input.phone,
      taxIdType: input.taxIdType,
      taxIdLast4: input.taxIdLast4 ?? null,
    },
  });

/** Bank account preferences. */
export const saveBankAccount: TFormationStep<typeof ZBankAccountRequest> = (tx, company, input) =>
  save(tx, company, { bankAccount: input });

/** The add-ons step reached (so another browser resumes there); it only moves forward. */
export const saveAddonsProgress: TFormationStep<typeof ZAddonsProgressRequest> = async (
  tx,
  company,
  input,
) => {
  if (company.paymentStatus !== 'PAID') throw new AppError('PAYMENT_REQUIRED_FIRST');
  await updateCompany(tx, company.id, { addonsStep: Math.max(company.addonsStep, input.step) });
};
