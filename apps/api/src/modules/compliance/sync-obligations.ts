import type { TDatabase, TDbExecutor } from '../../db/client';
import { findCompanyForUpdate } from '../companies/companies.repository';
import { computeObligations } from './engine/compute-obligations';
import type { TComputedObligation } from './engine/types';
import { factsOfCompany } from './facts-of-company';
import { linkFileForMe } from './link-file-for-me';
import { dayOf } from './obligation-rules';
import {
  companiesWithOpenRules,
  computableCompanyIds,
  deleteObligations,
  insertObligations,
  listObligationsOf,
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

/**
 * Materialises the company's obligations in the caller's transaction (the company row is
 * locked, so two syncs of one company do not race): new ones inserted; open ones not yet
 * due follow the rules (due date, fee, rule version) or are deleted when no longer computed;
 * an overdue one stays as it fell due (it never clears itself, not even by moving to a later
 * date: the customer files it or says why it does not apply); resolved ones are never touched. Then "File it for me" services are linked.
 */
export const syncCompanyObligationsIn = async (
  tx: TDbExecutor,
  input: { companyId: string; now: Date },
): Promise<void> => {
  const company = await findCompanyForUpdate(tx, input.companyId);
  if (!company) return;
  const { facts } = await factsOfCompany(tx, company);
  const computed = facts
    ? computeObligations(facts, await readCurrentRules(tx), { through: horizonOf(input.now) })
    : [];
  const existing = await listObligationsOf(tx, company.id);
  const byPeriod = new Map(existing.map((r) => [`${r.key}|${r.period}`, r]));
  const today = dayOf(input.now);

  const fresh: TComputedObligation[] = [];
  for (const next of computed) {
    const row = byPeriod.get(`${next.key}|${next.period}`);
    byPeriod.delete(`${next.key}|${next.period}`);
    if (!row) fresh.push(next);
    // Only what is not yet due follows the rules: an overdue one stays as it fell due.
    else if (row.resolution === null && row.dueDate >= today && changed(row, next)) {
      await updateObligation(tx, row.id, { ...next });
    }
  }
  await insertObligations(tx, company.id, fresh);
  await deleteObligations(
    tx,
    [...byPeriod.values()]
      .filter((r) => r.resolution === null && r.serviceId === null && r.dueDate >= today)
      .map((r) => r.id),
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
