import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiRoot } from '../config/paths';
import type { referenceStates } from './schema';
import { STATE_CORRECTIONS } from './state-corrections';

export const STATE_FEES_SOURCE = '2026 LLC Cost Index (llcformationcost.com, 2026), CC BY 4.0';
const LAST_VERIFIED = '2026-05';
const PRIMARY_SOURCE_VERIFIED = '2026-11';

const csvPath = join(apiRoot, 'src', 'db', 'data', 'us-llc-state-fees.csv');

const cents = (dollars: number): number => Math.round(dollars * 100);

type TStateRow = typeof referenceStates.$inferInsert;

/** Parses the shipped CSV (no quoted fields) and applies the primary-source corrections. */
export const readStateRows = (): TStateRow[] => {
  const [header, ...lines] = readFileSync(csvPath, 'utf8').trim().split(/\r?\n/);
  const columns = (header ?? '').split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    const raw = Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
    const code = raw.code ?? '';
    const fix = STATE_CORRECTIONS[code] ?? {};
    const num = (key: keyof typeof fix & string): number =>
      (fix[key] as number | undefined) ?? Number(raw[key]);
    return {
      code,
      name: raw.name ?? '',
      filingFee: cents(num('filingFee')),
      filingForm: raw.filingForm ?? '',
      firstYearAnnualReportFee: cents(num('firstYearAnnualReportFee')),
      annualReportFee: cents(num('annualReportFee')),
      annualReportCadence: fix.annualReportCadence ?? raw.annualReportCadence ?? '',
      franchiseTaxYearOne: cents(num('franchiseTaxYearOne')),
      franchiseTaxOngoing: cents(num('franchiseTaxOngoing')),
      sosUrl: raw.sosUrl ?? '',
      notes: fix.notes ?? null,
      source: STATE_FEES_SOURCE,
      lastVerified: STATE_CORRECTIONS[code] ? PRIMARY_SOURCE_VERIFIED : LAST_VERIFIED,
    };
  });
};
