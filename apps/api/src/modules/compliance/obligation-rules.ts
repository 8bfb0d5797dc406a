import type { TDbExecutor } from '../../db/client';
import type { TComplianceRule } from './engine/types';
import { presentObligation } from './engine/present-obligation';
import type { TObligationPresentation } from './engine/types';
import { readRuleVersions, type TObligationRow } from './obligations.repository';

/** The UTC day of an instant (deadlines are days, not instants). */
export const dayOf = (now: Date): string => now.toISOString().slice(0, 10);

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const addDays = (day: string, days: number): string =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/**
 * Each obligation is presented with the rule version it was computed with (a rule since
 * corrected still explains an overdue obligation of the year before).
 */
export const presentationsOf = async (
  db: TDbExecutor,
  rows: TObligationRow[],
): Promise<Map<string, TObligationPresentation>> => {
  const rules = await readRuleVersions(db, rows);
  const byVersion = new Map<string, TComplianceRule>(
    rules.map((r) => [
      `${r.key}@${r.version}`,
      { key: r.key, version: r.version, data: r.data, sourceLine: r.sourceLine },
    ]),
  );
  const out = new Map<string, TObligationPresentation>();
  for (const row of rows) {
    const rule = byVersion.get(`${row.ruleKey}@${row.ruleVersion}`);
    if (rule) out.set(row.id, presentObligation(row, rule));
  }
  return out;
};
