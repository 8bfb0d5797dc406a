import { and, eq, isNull } from 'drizzle-orm';
import { invalidateRulesCache } from '../modules/compliance/rules.repository';
import type { TDatabase } from './client';
import { readComplianceRuleRows, ruleChecksum, type TRuleSeedRow } from './compliance-rule-rows';
import { complianceRules } from './schema/compliance';

/**
 * Loads the rule CSVs into compliance_rules, versioned: a key's first row is version 1; a
 * changed checksum retires the current version and adds the next; an unchanged row writes
 * nothing; a key no longer in the data is retired. Obligations keep the version they were
 * computed with, so a correction is traceable. Run at every start (decision 0120).
 */
export const seedComplianceRules = async (
  db: TDatabase,
  options: { rows?: TRuleSeedRow[] } = {},
): Promise<{ changedKeys: string[] }> => {
  const rows = options.rows ?? readComplianceRuleRows();
  const changedKeys = await db.transaction(async (tx) => {
    const stored = await tx
      .select({
        key: complianceRules.key,
        version: complianceRules.version,
        checksum: complianceRules.checksum,
        retiredAt: complianceRules.retiredAt,
      })
      .from(complianceRules);
    const byKey = new Map(stored.filter((r) => r.retiredAt === null).map((r) => [r.key, r]));
    // A key that comes back after being retired continues its numbering.
    const lastVersion = new Map<string, number>();
    for (const r of stored)
      lastVersion.set(r.key, Math.max(r.version, lastVersion.get(r.key) ?? 0));
    const changed: string[] = [];
    const retire = async (key: string) =>
      tx
        .update(complianceRules)
        .set({ retiredAt: new Date() })
        .where(and(eq(complianceRules.key, key), isNull(complianceRules.retiredAt)));
    for (const row of rows) {
      const checksum = ruleChecksum(row);
      const before = byKey.get(row.key);
      byKey.delete(row.key);
      if (before?.checksum === checksum) continue;
      if (before) await retire(row.key);
      await tx
        .insert(complianceRules)
        .values({ ...row, checksum, version: (lastVersion.get(row.key) ?? 0) + 1 })
        // Two processes seeding at once: the other one already wrote this version.
        .onConflictDoNothing();
      changed.push(row.key);
    }
    for (const key of byKey.keys()) {
      await retire(key);
      changed.push(key);
    }
    return changed;
  });
  if (changedKeys.length > 0) invalidateRulesCache(db);
  return { changedKeys };
};
