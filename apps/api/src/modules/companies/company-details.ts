import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { TCompanyDetails, TFormationSteps } from '@charterline/shared/schemas/company';
import { PROCESSING_STEP_KEYS, PROCESSING_STEPS } from '@charterline/shared/rules/processing';
import { perDatabase, type TDatabase, type TDbExecutor } from '../../db/client';
import { companies } from '../../db/schema';
import type { TCompanyRow } from './companies.repository';
import { ownersAsRequest, type TOwnerRow } from './company-owners.repository';

/** The tables a details answer is read from (what its cached copy depends on). */
export const DETAILS_TABLES = ['companies', 'company_owners', 'company_events'] as const;

// The columns a details answer shows (the dashboard's most frequent read: the profile's
// columns are not parsed for it).
const DETAILS_COLUMNS = {
  id: companies.id,
  userId: companies.userId,
  companyName: companies.companyName,
  companyNameType: companies.companyNameType,
  alternativeNames: companies.alternativeNames,
  state: companies.state,
  businessPurpose: companies.businessPurpose,
  website: companies.website,
  companyStatus: companies.companyStatus,
  onboardingStatus: companies.onboardingStatus,
  paymentStatus: companies.paymentStatus,
  statusReason: companies.statusReason,
  responsibleParty: companies.responsibleParty,
  mailingAddress: companies.mailingAddress,
  registeredAgent: companies.registeredAgent,
  ein: companies.ein,
  bankAccount: companies.bankAccount,
  selectedProducts: companies.selectedProducts,
  ownersSavedAt: companies.ownersSavedAt,
  addonsStep: companies.addonsStep,
  confirmedAt: companies.confirmedAt,
  createdAt: companies.createdAt,
  businessType: companies.businessType,
  formationDate: companies.formationDate,
  stateFileNumber: companies.stateFileNumber,
  detailsVerifiedAt: companies.detailsVerifiedAt,
  serviceCode: companies.serviceCode,
  answers: companies.answers,
};
type TDetailsRow = Pick<TCompanyRow, keyof typeof DETAILS_COLUMNS>;

/** Which of the six formation steps the company's saved details complete. */
export const formationStepsOf = (
  row: Pick<
    TCompanyRow,
    | 'companyName'
    | 'companyNameType'
    | 'businessPurpose'
    | 'registeredAgent'
    | 'ownersSavedAt'
    | 'mailingAddress'
    | 'responsibleParty'
    | 'bankAccount'
  >,
): TFormationSteps => ({
  companyInformation: Boolean(row.companyName && row.companyNameType && row.businessPurpose),
  registeredAgent: row.registeredAgent !== null,
  ownership: row.ownersSavedAt !== null,
  mailingAddress: row.mailingAddress !== null,
  einApplication: row.responsibleParty !== null,
  bankAccount: row.bankAccount !== null,
});

type TOwnerJson = {
  firstName: string;
  lastName: string;
  email: string;
  ownershipHundredths: number;
  address: TOwnerRow['address'];
};
type TEventJson = { kind: string; at: string };

// A company's owners and processing events as two JSON columns of the query that reads
// the company itself: the details answer is one round trip (the dashboard asks for it on
// every page; issue 8's benchmark). `companyId` is the outer column or a parameter.
const ownersJson = (companyId: SQL) =>
  sql<TOwnerJson[]>`coalesce((select json_agg(json_build_object(
    'firstName', o.first_name, 'lastName', o.last_name, 'email', o.email,
    'ownershipHundredths', o.ownership_hundredths, 'address', o.address) order by o.position)
    from company_owners o where o.company_id = ${companyId}), '[]'::json)`;

const PROCESSING_KINDS = sql.join(
  PROCESSING_STEP_KEYS.map((k) => sql`${k}`),
  sql`, `,
);
const eventsJson = (companyId: SQL) =>
  sql<TEventJson[]>`coalesce((select json_agg(json_build_object('kind', e.kind, 'at', e.created_at)
    order by e.created_at) from company_events e
    where e.company_id = ${companyId} and e.kind in (${PROCESSING_KINDS})), '[]'::json)`;

// The outer query's company id, qualified (drizzle writes a lone column unqualified, which
// inside the subqueries would name their own tables' id).
const COMPANY_ID = sql`"companies"."id"`;

/** The processing steps done, each with the time of its event, in order. */
const progressOf = (events: TEventJson[]): { step: string; title: string; at: string }[] => {
  const at = new Map(events.map((e) => [e.kind, new Date(e.at).toISOString()]));
  return PROCESSING_STEPS.flatMap((s) => {
    const when = at.get(s.key);
    return when ? [{ step: s.key, title: s.title, at: when }] : [];
  });
};

const toCompanyDetails = (
  row: TDetailsRow,
  owners: TOwnerJson[],
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
  owners: ownersAsRequest(owners),
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
  origin: row.businessType === 'EXISTING' ? 'FORMED_ELSEWHERE' : 'FORMED_HERE',
  formationDate: row.formationDate,
  stateFileNumber: row.stateFileNumber,
  detailsVerified: row.detailsVerifiedAt !== null,
  detailsVerifiedAt: row.detailsVerifiedAt?.toISOString() ?? null,
  signupService: row.serviceCode,
  needs: row.businessType === 'EXISTING' ? (row.answers.stage ?? null) : null,
});

/** The details answer of a company already read (after a write): one query more. */
export const loadCompanyDetails = async (
  db: TDbExecutor,
  row: TCompanyRow,
): Promise<TCompanyDetails> => {
  const [extra] = await db
    .select({ owners: ownersJson(COMPANY_ID), events: eventsJson(COMPANY_ID) })
    .from(companies)
    .where(eq(companies.id, row.id));
  return toCompanyDetails(row, extra?.owners ?? [], progressOf(extra?.events ?? []));
};

// The dashboard's most frequent read, prepared once per database: no query building per
// request, and PostgreSQL plans it once per connection.
const preparedDetails = perDatabase((db) => {
  const select = () =>
    db
      .select({
        company: DETAILS_COLUMNS,
        owners: ownersJson(COMPANY_ID),
        events: eventsJson(COMPANY_ID),
      })
      .from(companies);
  return {
    byUser: select()
      .where(eq(companies.userId, sql.placeholder('key')))
      .orderBy(asc(companies.createdAt))
      .limit(1)
      .prepare('company_details_by_user'),
    byId: select()
      .where(eq(companies.id, sql.placeholder('key')))
      .limit(1)
      .prepare('company_details_by_id'),
  };
});

/**
 * The caller's current company with its details in one query: the one asked for when it
 * is theirs, else their first (the rule of resolveCompany). Another customer's company and
 * an unknown id are both `null`, so ids cannot be probed.
 */
export const loadCurrentCompanyDetails = async (
  db: TDatabase,
  userId: string,
  companyId: string | null,
): Promise<TCompanyDetails | null | 'NO_COMPANY'> => {
  const queries = preparedDetails(db);
  const [found] = companyId
    ? await queries.byId.execute({ key: companyId })
    : await queries.byUser.execute({ key: userId });
  if (!found) return companyId ? null : 'NO_COMPANY';
  if (found.company.userId !== userId) return null;
  return toCompanyDetails(found.company, found.owners, progressOf(found.events));
};
