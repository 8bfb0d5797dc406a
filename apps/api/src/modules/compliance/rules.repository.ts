import { isNull } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { complianceRules } from '../../db/schema';
import type { TComplianceRule } from './engine/types';

// REPLACED BY THE ENGINE HELPER (helper A) AT MERGE: the current version of every rule.
export const readCurrentRules = async (db: TDbExecutor): Promise<TComplianceRule[]> =>
  (await db.select().from(complianceRules).where(isNull(complianceRules.retiredAt))).map((r) => ({
    key: r.key,
    version: r.version,
    data: r.data,
    sourceLine: r.sourceLine,
  }));
