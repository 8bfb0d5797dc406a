import { asc, isNull } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { complianceRules } from '../../db/schema/compliance';
import { readLegalFacts, type TLegalFactRow } from '../legal-facts';
import { ruleWithFactFees } from '../legal-facts';
import type { TComplianceRule } from './engine/types';

/**
 * The current rules change only when seeding (at start) finds a changed row, so each
 * process keeps them in memory per database; seeding in this process drops the copy.
 * Another process's seeding is seen after this one's next start (rules ship with deploys).
 */
const cache = new WeakMap<TDatabase, Promise<TComplianceRule[]>>();

export const invalidateRulesCache = (db: TDatabase): void => {
  cache.delete(db);
};

const readStoredRules = (db: TDatabase): Promise<TComplianceRule[]> => {
  const cached = cache.get(db);
  if (cached) return cached;
  const loading = db
    .select({
      key: complianceRules.key,
      version: complianceRules.version,
      data: complianceRules.data,
      sourceLine: complianceRules.sourceLine,
    })
    .from(complianceRules)
    .where(isNull(complianceRules.retiredAt))
    .orderBy(asc(complianceRules.key))
    .then((rows): TComplianceRule[] => rows);
  // A failed read must not stay cached.
  void loading.catch(() => cache.delete(db));
  cache.set(db, loading);
  return loading;
};

/** The rules with their fees as the facts table says, per reading of each (both change only at seed). */
const withFees = new WeakMap<
  ReadonlyMap<string, TLegalFactRow>,
  WeakMap<TComplianceRule[], TComplianceRule[]>
>();

/**
 * The current rules, their fees read from the facts table (issue 35, decision 0181): the
 * engine, checkout's later costs and the calendar charge what the table says, as the help
 * articles do. A rule whose fee has no fact keeps its own (none today: the facts are compiled
 * from the same rows).
 */
export const readCurrentRules = async (db: TDatabase): Promise<TComplianceRule[]> => {
  const [rules, facts] = await Promise.all([readStoredRules(db), readLegalFacts(db)]);
  const byRules = withFees.get(facts) ?? new WeakMap<TComplianceRule[], TComplianceRule[]>();
  withFees.set(facts, byRules);
  const known = byRules.get(rules);
  if (known) return known;
  const overlaid = rules.map((rule) => ruleWithFactFees(rule, facts));
  byRules.set(rules, overlaid);
  return overlaid;
};
