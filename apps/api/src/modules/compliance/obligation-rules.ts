import type { TDbExecutor } from '../../db/client';
import { ruleWithFactWords } from '../legal-facts';
import type { TLegalFactRow } from '../legal-facts';
import type { TComplianceRule, TObligationPresentation } from './engine/types';
import { presentObligation } from './engine/present-obligation';
import { readRuleVersions, type TObligationRow } from './obligations.repository';

// Day arithmetic lives once, beside the reminders that use it too.
export { addDays, daysBetween, isoDayOf as dayOf } from '../../lib/dates';

/**
 * Each obligation is presented with the rule version it was computed with (a rule since
 * corrected still explains an overdue obligation of the year before); with `facts`, the
 * facts its fee in words names are filled from the facts table.
 */
export const presentationsOf = async (
  db: TDbExecutor,
  rows: TObligationRow[],
  facts?: ReadonlyMap<string, TLegalFactRow>,
): Promise<Map<string, TObligationPresentation>> => {
  const rules = await readRuleVersions(db, rows);
  const byVersion = new Map<string, TComplianceRule>(
    rules.map((r) => {
      const rule = { key: r.key, version: r.version, data: r.data, sourceLine: r.sourceLine };
      // The facts its words name, as the facts table says ("below $2.65 million").
      return [`${r.key}@${r.version}`, facts ? ruleWithFactWords(rule, facts) : rule];
    }),
  );
  const out = new Map<string, TObligationPresentation>();
  for (const row of rows) {
    const rule = byVersion.get(`${row.ruleKey}@${row.ruleVersion}`);
    if (rule) out.set(row.id, presentObligation(row, rule));
  }
  return out;
};
