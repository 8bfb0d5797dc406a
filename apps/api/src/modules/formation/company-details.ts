import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TCompanyDetails, TFormationSteps } from '@charterline/shared/schemas/company';
import { PROCESSING_STEP_KEYS, PROCESSING_STEPS } from '@charterline/shared/rules/processing';
import type { TDbExecutor } from '../../db/client';
import { type companies, companyEvents, companyOwners } from '../../db/schema';

type TCompanyRow = typeof companies.$inferSelect;
type TOwnerRow = typeof companyOwners.$inferSelect;

/** Which of the six formation steps the company's saved details complete. */
export const formationStepsOf = (row: TCompanyRow): TFormationSteps => ({
  companyInformation: Boolean(row.companyName && row.companyNameType && row.businessPurpose),
  registeredAgent: row.registeredAgent !== null,
  ownership: row.ownersSavedAt !== null,
  mailingAddress: row.mailingAddress !== null,
  einApplication: row.responsibleParty !== null,
  bankAccount: row.bankAccount !== null,
});

export const ownersOf = (db: TDbExecutor, companyId: string): Promise<TOwnerRow[]> =>
  db
    .select()
    .from(companyOwners)
    .where(eq(companyOwners.companyId, companyId))
    .orderBy(asc(companyOwners.position));

/** The processing steps done, each with the time of its event, in order. */
export const processingProgressOf = async (
  db: TDbExecutor,
  companyId: string,
): Promise<{ step: string; title: string; at: string }[]> => {
  const events = await db
    .select({ kind: companyEvents.kind, at: companyEvents.createdAt })
    .from(companyEvents)
    .where(
      and(
        eq(companyEvents.companyId, companyId),
        inArray(companyEvents.kind, PROCESSING_STEP_KEYS),
      ),
    )
    .orderBy(asc(companyEvents.createdAt));
  const at = new Map(events.map((e) => [e.kind, e.at.toISOString()]));
  return PROCESSING_STEPS.flatMap((s) => {
    const when = at.get(s.key);
    return when ? [{ step: s.key, title: s.title, at: when }] : [];
  });
};

export const toCompanyDetails = (
  row: TCompanyRow,
  owners: TOwnerRow[],
  progress: { step: string; title: string; at: string }[],
): TCompanyDetails => ({
  id: row.id,
  companyName: row.companyName,
  companyNameType: row.companyNameType,
  alternativeNames: row.alternativeNames,
  state: row.state,
  businessPurpose: row.businessPurpose,
  website: row.website,
  companyStatus: row.companyStatus,
  onboardingStatus: row.onboardingStatus,
  paymentStatus: row.paymentStatus,
  statusReason: row.statusReason,
  responsiblePartyDetails: row.responsibleParty,
  owners: owners.map((o) => ({
    firstName: o.firstName,
    lastName: o.lastName,
    email: o.email,
    ownershipPercentage: o.ownershipHundredths / 100,
    address: o.address,
  })),
  mailingAddress: row.mailingAddress,
  registeredAgent: row.registeredAgent,
  ein: row.ein,
  bankAccount: row.bankAccount,
  selectedProducts: row.selectedProducts,
  formationSteps: formationStepsOf(row),
  addonsStep: row.addonsStep,
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  formationProgress: progress,
  createdAt: row.createdAt.toISOString(),
});

/** The details answer of a company (its owners and processing progress included). */
export const loadCompanyDetails = async (
  db: TDbExecutor,
  row: TCompanyRow,
): Promise<TCompanyDetails> => {
  const [owners, progress] = await Promise.all([
    ownersOf(db, row.id),
    processingProgressOf(db, row.id),
  ]);
  return toCompanyDetails(row, owners, progress);
};
