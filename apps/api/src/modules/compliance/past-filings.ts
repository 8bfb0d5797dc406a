import type {
  TPastFilingAnswer,
  TPastFilingItem,
  TPastFilings,
  TPastFilingsBody,
} from '@charterline/shared/schemas/compliance';
import type { TDatabase, TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findCompany, getCurrentCompany } from '../companies';
import { readLegalFacts } from '../legal-facts';
import { joinedOnOf } from './joined-on';
import { dayOf } from './obligation-rules';
import {
  findObligationForUpdate,
  listObligationsOf,
  updateObligation,
  type TObligationChanges,
  type TObligationRow,
} from './obligations.repository';
import { penaltyOf } from './penalties';
import { syncCompanyObligations } from './sync-obligations';

/**
 * A past filing the founder can still answer: nobody is filing it for them, and it is open or
 * marked filed by an earlier answer (no date, no proof). One filed with "I filed it myself"
 * (a date, maybe a proof), set aside as not applicable or filed by us is answered already.
 */
const answerable = (row: TObligationRow): boolean =>
  row.pastFiling !== null &&
  row.serviceId === null &&
  (row.resolution === null ||
    (row.resolution === 'filed' &&
      row.pastFiling === 'filed' &&
      row.filedOn === null &&
      row.proofDocumentId === null));

const answerOf = (row: TObligationRow): TPastFilingAnswer =>
  row.pastFiling === 'filed' ? 'filed' : row.pastFiling === 'not_filed' ? 'not_filed' : 'unknown';

/** What an answer sets: filed (by the founder, before joining: no date), not filed, or not known. */
const CHANGES: Record<TPastFilingAnswer, TObligationChanges> = {
  filed: {
    resolution: 'filed',
    filedBy: 'customer',
    filedOn: null,
    proofDocumentId: null,
    pastFiling: 'filed',
  },
  not_filed: { resolution: null, filedBy: null, filedOn: null, pastFiling: 'not_filed' },
  unknown: { resolution: null, filedBy: null, filedOn: null, pastFiling: 'to_confirm' },
};

const pastFilingsOf = async (
  db: TDatabase,
  companyId: string,
  now: Date,
): Promise<TPastFilings> => {
  const company = await findCompany(db, companyId);
  if (!company) throw new AppError('NOT_FOUND');
  const [joinedOn, rows, facts] = await Promise.all([
    joinedOnOf(db, company, dayOf(now)),
    listObligationsOf(db, companyId),
    readLegalFacts(db),
  ]);
  const items = rows.filter(answerable).map((row): TPastFilingItem => ({
    obligationId: row.id,
    key: row.key,
    title: row.title,
    agency: row.agency,
    period: row.period,
    dueDate: row.dueDate,
    answer: answerOf(row),
    penalty: penaltyOf(row.key, facts),
  }));
  return { joinedOn, items };
};

const callersCompany = (db: TDbExecutor, input: { userId: string; companyId: string | null }) =>
  getCurrentCompany(db, input.userId, input.companyId, { otherIs: 'NOT_FOUND' });

/**
 * A brought LLC's past filings (issue 36 item 3, decision 0185): every filing due before it
 * joined us that its founder can answer, oldest first, computed afresh. A company we formed
 * has none.
 */
export const readPastFilings = async (
  db: TDatabase,
  input: { userId: string; companyId: string | null; now: Date },
): Promise<TPastFilings> => {
  const company = await callersCompany(db, input);
  await syncCompanyObligations(db, { companyId: company.id, now: input.now });
  return pastFilingsOf(db, company.id, input.now);
};

/**
 * The founder's answers, all or none: "Filed" puts it in the past as filed by them (no date:
 * before they joined us), "Not filed" makes it overdue (with its penalty), "I don't know"
 * keeps it to confirm. Another company's deadline is 404; one due after joining, or already
 * answered otherwise (filed with a date, not applicable, filed by us), is 409.
 */
export const answerPastFilings = async (
  db: TDatabase,
  input: { userId: string; companyId: string | null; body: TPastFilingsBody; now: Date },
): Promise<TPastFilings> => {
  const company = await callersCompany(db, input);
  await db.transaction(async (tx) => {
    for (const { obligationId, answer } of input.body.answers) {
      const row = await findObligationForUpdate(tx, obligationId);
      if (!row || row.companyId !== company.id) throw new AppError('OBLIGATION_NOT_FOUND');
      if (row.pastFiling === null) throw new AppError('NOT_A_PAST_FILING');
      if (!answerable(row)) throw new AppError('OBLIGATION_ALREADY_RESOLVED');
      await updateObligation(tx, row.id, CHANGES[answer]);
    }
  });
  return pastFilingsOf(db, company.id, input.now);
};
