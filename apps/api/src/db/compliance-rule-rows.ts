import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { apiRoot } from '../config/paths';
import {
  CA_FORM_568_PATCH,
  CA_LLC_TAX_PATCH,
  NY_PUBLICATION_PATCH,
  FEDERAL_RULE_CORRECTIONS,
  STATE_RULE_CORRECTIONS,
  STATE_TAX_PATCHES,
  type TPatch,
} from './compliance-rule-corrections';

/** One rule as seeded: a corrected CSV row, the file's `#` source line, its checksum. */
export type TRuleSeedRow = {
  key: string;
  data: Record<string, string>;
  sourceLine: string;
};

const dataDir = join(apiRoot, 'src', 'db', 'data');
export const STATE_RULES_FILE = 'us-llc-annual-report-rules.csv';
export const FEDERAL_RULES_FILE = 'us-federal-llc-obligations.csv';
const STATE_FEES_FILE = 'us-llc-state-fees.csv';

/** The file's rows by column name, and its `#` line (kept wherever the data is shown). */
const readCsv = (file: string): { rows: Record<string, string>[]; sourceLine: string } => {
  const text = readFileSync(join(dataDir, file), 'utf8');
  const sourceLine = text.split(/\r?\n/).find((line) => line.startsWith('#')) ?? '';
  const rows = parse(text, {
    columns: true,
    comment: '#',
    // A '#' inside a cell is text; only whole '#' lines are source lines.
    comment_no_infix: true,
    skip_empty_lines: true,
    trim: true,
  }) as Record<string, string>[];
  return { rows, sourceLine };
};

const cents = (dollars: string | undefined): string =>
  String(Math.round(Number(dollars ?? '0') * 100));

/** The date the rules file was compiled (its source line), shown as "last verified". */
const verifiedOn = (sourceLine: string): string => /\d{4}-\d{2}-\d{2}/.exec(sourceLine)?.[0] ?? '';

export const readComplianceRuleRows = (): TRuleSeedRow[] => {
  // The state's own site: reference_states.sos_url comes from this same file.
  const urls = new Map(readCsv(STATE_FEES_FILE).rows.map((s) => [s.code, s.sosUrl]));
  const states = readCsv(STATE_RULES_FILE);
  const stateLastVerified = verifiedOn(states.sourceLine);
  const stateRows = states.rows.flatMap((raw): TRuleSeedRow[] => {
    const code = raw.code ?? '';
    const data: Record<string, string> = {
      ...raw,
      obligation_key: 'annual-report',
      fee_cents: cents(raw.report_fee_usd_ordertoai),
      official_url: urls.get(code) ?? '',
      last_verified: stateLastVerified,
      file_for_me: 'annual-report-filing',
      // Where the fee was read: the cost index's column, or the rule's own sources when a
      // correction sets it (issue 35: the page attributes each fee to its own source).
      fee_source: STATE_RULE_CORRECTIONS[code]?.fee_cents === undefined ? 'index' : 'rule',
      ...STATE_RULE_CORRECTIONS[code],
    };
    const row = { key: `state:${code}`, data, sourceLine: states.sourceLine };
    const patched = (key: string, patch: TPatch): TRuleSeedRow => ({
      ...row,
      key,
      data: {
        ...data,
        ...patch,
        fee_source: patch.fee_cents === undefined ? data.fee_source! : 'rule',
      },
    });
    if (code === 'NY') return [row, patched('state:NY:publication', NY_PUBLICATION_PATCH)];
    const tax = STATE_TAX_PATCHES[code];
    if (tax) return [row, patched(`state:${code}:${tax.obligation_key}`, tax)];
    if (code !== 'CA') return [row];
    return [
      row,
      patched('state:CA:llc-tax', CA_LLC_TAX_PATCH),
      patched('state:CA:form-568', CA_FORM_568_PATCH),
    ];
  });
  const federal = readCsv(FEDERAL_RULES_FILE);
  const federalLastVerified = verifiedOn(federal.sourceLine);
  const federalRows = federal.rows.map((raw): TRuleSeedRow => ({
    key: `federal:${raw.key ?? ''}`,
    data: {
      ...raw,
      last_verified: federalLastVerified,
      fee_source: 'rule',
      ...FEDERAL_RULE_CORRECTIONS[raw.key ?? ''],
    },
    sourceLine: federal.sourceLine,
  }));
  return [...stateRows, ...federalRows];
};

/** Stable over key order (code-unit order, not the locale), so only a changed value makes a new version. */
export const ruleChecksum = (row: TRuleSeedRow): string => {
  const sorted = Object.fromEntries(Object.entries(row.data).sort(([a], [b]) => (a < b ? -1 : 1)));
  return createHash('sha256')
    .update(JSON.stringify([row.key, sorted, row.sourceLine]))
    .digest('hex');
};
