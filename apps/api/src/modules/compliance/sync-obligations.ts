import type { TDatabase, TDbExecutor } from '../../db/client';
import { findCompanyForUpdate } from '../companies';
import { computeObligations } from './engine/compute-obligations';
import type { TComputedObligation } from './engine/types';
import { factsOfCompany } from './facts-of-company';
import { joinedOnOf } from './joined-on';
import { linkFileForMe } from './link-file-for-me';
import { dayOf } from './obligation-rules';
import {
  companiesWithOpenRules,
  computableCompanyIds,
  deleteObligations,
  insertObligations,
  listObligationsOf,
  setPastFiling,
  staleRuleKeys,
  updateObligation,
  type TObligationRow,
} from './obligations.repository';
import { readCurrentRules } from './rules.repository';

/** How far ahead obligations are materialised: the next one of each kind is always listed. */
const HORIZON_MONTHS = 15;
const BATCH = 200;

const horizonOf = (now: Date): string => {
  const through = new Date(now);
  through.setUTCMonth(through.getUTCMonth() + HORIZON_MONTHS);
  return dayOf(through);
};

const changed = (row: TObligationRow, next: TComputedObligation): boolean =>
  row.dueDate !== next.dueDate ||
  row.unmovedDueDate !== next.unmovedDueDate ||
  row.windowOpens !== next.windowOpens ||
  row.feeCents !== next.feeCents ||
  row.ruleKey !== next.ruleKey ||
  row.ruleVersion !== next.ruleVersion ||
  row.title !== next.title ||
  row.agency !== next.agency;

/** Open, and nobody is filing it: what the rules (and the company's history) may still move. */
const untouched = (r: TObligationRow): boolean => r.resolution === null && r.serviceId === null;

/**
 * An open obligation no longer computed goes when nothing holds it: not due yet; or a past
 * filing still to confirm (nobody said it was owed: a corrected formation date drops it); or a
 * provider's renewal (not a filing: a third party's agent, or a term already renewed). An
 * overdue filing stays as it fell due.
 */
const dropped = (r: TObligationRow, today: string): boolean =>
  untouched(r) && (r.dueDate >= today || r.pastFiling === 'to_confirm' || r.kind === 'provider');

/**
 * Materialises the company's obligations in the caller's transaction (the company row is
 * locked, so two syncs of one company do not race): new ones inserted; open ones not yet
 * due follow the rules (due date, fee, rule version) or are deleted when no longer computed;
 * an overdue one stays as it fell due (it never clears itself, not even by moving to a later
 * date: the customer files it or says why it does not apply); resolved ones are never touched.
 * A brought LLC's filings due before it joined us are its history: to confirm until its
 * founder says (decision 0185). Then "File it for me" services are linked.
 */
export const syncCompanyObligationsIn = async (
  tx: TDbExecutor,
  input: { companyId: string; now: Date },
): Promise<void> => {
  const company = await findCompanyForUpdate(tx, input.companyId);
  if (!company) return;
  const today = dayOf(input.now);
  const [{ facts }, joinedOn] = await Promise.all([
    factsOfCompany(tx, company),
    joinedOnOf(tx, company, today),
  ]);
  const computed = facts
    ? computeObligations(facts, await readCurrentRules(tx), { through: horizonOf(input.now) })
    : [];
  const existing = await listObligationsOf(tx, company.id);
  const byPeriod = new Map(existing.map((r) => [`${r.key}|${r.period}`, r]));
  const beforeJoining = (dueDate: string): boolean => joinedOn !== null && dueDate < joinedOn;

  const fresh: (TComputedObligation & { pastFiling: TObligationRow['pastFiling'] })[] = [];
  const toConfirm: string[] = [];
  for (const next of computed) {
    const row = byPeriod.get(`${next.key}|${next.period}`);
    byPeriod.delete(`${next.key}|${next.period}`);
    if (!row) {
      fresh.push({ ...next, pastFiling: beforeJoining(next.dueDate) ? 'to_confirm' : null });
      continue;
    }
    // Only what is not yet due follows the rules: an overdue one stays as it fell due.
    if (row.resolution === null && row.dueDate >= today && changed(row, next)) {
      await updateObligation(tx, row.id, { ...next });
    }
    // Listed before its history was asked about (decision 0185): to confirm as well.
    if (untouched(row) && row.pastFiling === null && beforeJoining(row.dueDate)) {
      toConfirm.push(row.id);
    }
  }
  await insertObligations(tx, company.id, fresh);
  await setPastFiling(tx, toConfirm, 'to_confirm');
  await deleteObligations(
    tx,
    [...byPeriod.values()].filter((r) => dropped(r, today)).map((r) => r.id),
  );
  await linkFileForMe(tx, await listObligationsOf(tx, company.id));
};

/** One company's sync in its own transaction; idempotent. */
export const syncCompanyObligations = (
  db: TDatabase,
  input: { companyId: string; now: Date },
): Promise<void> => db.transaction((tx) => syncCompanyObligationsIn(tx, input));

/** After seeding changed some rules: every company with open obligations of them. */
export const resyncAfterRuleChange = async (
  db: TDatabase,
  input: { ruleKeys: string[]; now: Date },
): Promise<number> => {
  const ids = await companiesWithOpenRules(db, input.ruleKeys);
  for (const companyId of ids) await syncCompanyObligations(db, { companyId, now: input.now });
  return ids.length;
};

/**
 * At start, after seeding: whatever rule changed since the obligations were computed
 * (found from the versions, so it needs nothing from the seed) is recomputed.
 */
export const resyncStaleObligations = async (
  db: TDatabase,
  input: { now: Date },
): Promise<number> =>
  resyncAfterRuleChange(db, {
    ruleKeys: await staleRuleKeys(db, dayOf(input.now)),
    now: input.now,
  });

/** The daily job: every company with a state and a formation date, in batches by id. */
export const syncAllCompanies = async (db: TDatabase, input: { now: Date }): Promise<number> => {
  let after: string | null = null;
  let count = 0;
  for (;;) {
    const ids = await computableCompanyIds(db, after, BATCH);
    for (const companyId of ids) await syncCompanyObligations(db, { companyId, now: input.now });
    count += ids.length;
    if (ids.length < BATCH) return count;
    after = ids.at(-1) ?? null;
  }
};
