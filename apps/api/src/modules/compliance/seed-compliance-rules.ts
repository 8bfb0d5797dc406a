import { and, inArray, isNull } from 'drizzle-orm';
import { invalidateRulesCache } from './rules.repository';
import type { TDatabase } from '../../db/client';
import {
  readComplianceRuleRows,
  ruleChecksum,
  type TRuleSeedRow,
} from '../../db/compliance-rule-rows';
import { complianceRules } from '../../db/schema/compliance';

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
    const inserts = rows.flatMap((row) => {
      const checksum = ruleChecksum(row);
      const before = byKey.get(row.key);
      byKey.delete(row.key);
      if (before?.checksum === checksum) return [];
      return [{ ...row, checksum, version: (lastVersion.get(row.key) ?? 0) + 1 }];
    });
    const changed = [...inserts.map((r) => r.key), ...byKey.keys()];
    // Replaced (a current version exists) or gone from the data: no longer current.
    const retired = changed.filter((key) => (lastVersion.get(key) ?? 0) > 0);
    if (retired.length > 0) {
      await tx
        .update(complianceRules)
        .set({ retiredAt: new Date() })
        .where(and(inArray(complianceRules.key, retired), isNull(complianceRules.retiredAt)));
    }
    if (inserts.length > 0) {
      // Two processes seeding at once: the other one already wrote these versions.
      await tx.insert(complianceRules).values(inserts).onConflictDoNothing();
    }
    return changed;
  });
  if (changedKeys.length > 0) invalidateRulesCache(db);
  return { changedKeys };
};
