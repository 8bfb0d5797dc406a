import {
  DUE_SOON_DAYS,
  type TObligation,
  type TObligationStatus,
} from '@charterline/shared/schemas/compliance';
import type { TDatabase } from '../../db/client';
import { readLegalFacts } from '../legal-facts';
import type { TObligationPresentation } from './engine/types';
import { addDays, dayOf, daysBetween, presentationsOf } from './obligation-rules';
import { penaltyOf } from './penalties';
import type { TObligationRow } from './obligations.repository';

/** Resolved ones say how; open ones are read from the dates at the time of the call. */
export const statusOf = (row: TObligationRow, today: string): TObligationStatus => {
  if (row.resolution === 'not_applicable') return 'not_applicable';
  if (row.resolution === 'filed') {
    return row.filedOn && row.filedOn > row.dueDate ? 'filed_late' : 'filed';
  }
  if (row.serviceId) return 'in_progress';
  // Due before a brought LLC joined us, and its founder has not said: we do not know.
  if (row.pastFiling === 'to_confirm') return 'to_confirm';
  const days = daysBetween(today, row.dueDate);
  if (days < 0) return 'overdue';
  return days <= DUE_SOON_DAYS ? 'due_soon' : 'upcoming';
};

// A rule row gone missing (never expected: rules are retired, not deleted) still shows the row.
const UNKNOWN_RULE: TObligationPresentation = {
  ruleText: '',
  feeText: null,
  windowText: null,
  evidence: 'conflict',
  sources: '',
  lastVerified: '',
  officialUrl: null,
  consequence: '',
  dissolutionAfterDays: null,
  fileForMeProductKey: null,
  dateMoveLaw: null,
};

export const toObligation = (
  row: TObligationRow,
  p: TObligationPresentation,
  today: string,
  penalty: TObligation['penalty'] = null,
): TObligation => {
  const status = statusOf(row, today);
  return {
    id: row.id,
    key: row.key,
    period: row.period,
    kind: row.kind,
    title: row.title,
    agency: row.agency,
    dueDate: row.dueDate,
    unmovedDueDate: row.unmovedDueDate,
    movedBy: row.unmovedDueDate ? p.dateMoveLaw : null,
    windowOpens: row.windowOpens,
    windowText: p.windowText,
    feeCents: row.feeCents,
    feeText: p.feeText,
    status,
    daysUntilDue: daysBetween(today, row.dueDate),
    ruleText: p.ruleText,
    evidence: p.evidence,
    sources: p.sources,
    lastVerified: p.lastVerified,
    officialUrl: p.officialUrl,
    consequence: p.consequence,
    dissolutionDate:
      status === 'overdue' && p.dissolutionAfterDays !== null
        ? addDays(row.dueDate, p.dissolutionAfterDays)
        : null,
    filedOn: row.filedOn,
    proofDocumentId: row.proofDocumentId,
    notApplicableReason: row.notApplicableReason,
    fileForMe: p.fileForMeProductKey
      ? { productKey: p.fileForMeProductKey, serviceId: row.serviceId }
      : null,
    ruleVersion: row.ruleVersion,
    pastFiling: row.pastFiling,
    penalty,
  };
};

/** The obligations as the page shows them, each with the rule version it was computed with. */
export const obligationViews = async (
  db: TDatabase,
  rows: TObligationRow[],
  now: Date,
): Promise<TObligation[]> => {
  const facts = await readLegalFacts(db);
  const presentations = await presentationsOf(db, rows, facts);
  const today = dayOf(now);
  return rows.map((row) =>
    toObligation(row, presentations.get(row.id) ?? UNKNOWN_RULE, today, penaltyOf(row.key, facts)),
  );
};
