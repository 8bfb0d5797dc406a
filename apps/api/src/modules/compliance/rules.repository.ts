import { asc, isNull } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { complianceRules } from '../../db/schema/compliance';
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

export const readCurrentRules = (db: TDatabase): Promise<TComplianceRule[]> => {
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
