import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MONTH_NAMES } from '@charterline/shared/format';
import { parse } from 'csv-parse/sync';
import { getTableColumns, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { apiRoot } from '../config/paths';
import type { TDatabase } from './client';
import { readComplianceRuleRows } from './compliance-rule-rows';
import { legalFacts } from './schema';
import { readStateRows, STATE_FEES_SOURCE } from './state-rows';
import { readChangeFilingRows, CHANGE_FILINGS_FILE } from './seed-change-filings';
import { STATE_CORRECTIONS } from './state-corrections';

/**
 * The facts table (issue 35, decision 0181): every fee, form, amount and figure about the law
 * the product shows, each with its source, the day it was last checked and how sure we are.
 * Compiled at every start from the one place each fact is written:
 * - the formation filing of each state: `data/us-llc-state-fees.csv` and `state-corrections.ts`;
 * - the fee of each compliance rule: `data/us-llc-annual-report-rules.csv`,
 *   `data/us-federal-llc-obligations.csv` and `compliance-rule-corrections.ts`;
 * - the form and fee of each change filing: `data/us-llc-change-filings.csv`;
 * - the facts only the help articles name: `data/legal-facts.csv`.
 * A fact older than a year is listed by `npm run ops -- facts stale` for staff to re-check.
 */
export type TLegalFact = typeof legalFacts.$inferInsert & {
  kind: 'usd' | 'text';
  evidence: 'primary' | 'secondary' | 'conflict';
};

export const LEGAL_FACTS_FILE = 'legal-facts.csv';
const EVIDENCE = ['primary', 'secondary', 'conflict'] as const;
/** The cost index the state-fee columns were copied from (its CC BY licence asks to name it). */
const INDEX_URL = 'https://llcformationcost.com/';
/** The index's edition: 2026 (the month we read it, May, as the day it was checked). */
const INDEX_CHECKED_ON = '2026-05-01';
/** The primary-source corrections of `state-corrections.ts` were checked in November 2026. */
const CORRECTIONS_CHECKED_ON = '2026-11-01';

const dataDir = join(apiRoot, 'src', 'db', 'data');
const dateOf = (line: string): string | null => /\d{4}-\d{2}-\d{2}/.exec(line)?.[0] ?? null;

/** The agency's own site, for a federal row whose citation names no address. */
const AGENCY_SITES: Record<string, string> = {
  IRS: 'https://www.irs.gov/forms-instructions',
  BEA: 'https://www.bea.gov/surveys/diactive',
  FinCEN: 'https://www.fincen.gov/boi',
};

/** A citation's first address ("W.S. 17-29-209 (wyoleg.gov/…); …" → "https://wyoleg.gov/…"). */
const firstUrlOf = (citation: string): string | null => {
  const found =
    /(https?:\/\/[^\s;,)]+|\b[a-z0-9-]+(\.[a-z0-9-]+)*\.(gov|us|org|com|net|legal|tax|xyz)(\/[^\s;,)]*)?)/i.exec(
      citation,
    );
  if (!found) return null;
  return found[0].startsWith('http') ? found[0] : `https://${found[0]}`;
};

/** Where a rule was read: its official page, else the first address its citation names, else its agency's site. */
const sourceUrlOf = (data: Record<string, string>): string =>
  data.official_url ||
  firstUrlOf(data.sources ?? '') ||
  Object.entries(AGENCY_SITES).find(([agency]) => (data.agency ?? '').includes(agency))?.[1] ||
  '';

const formationFacts = (): TLegalFact[] =>
  readStateRows().flatMap((state): TLegalFact[] => {
    const corrected = STATE_CORRECTIONS[state.code]?.filingFee !== undefined;
    const fromIndex = {
      jurisdiction: state.code,
      source: STATE_FEES_SOURCE,
      sourceUrl: INDEX_URL,
      checkedOn: INDEX_CHECKED_ON,
      evidence: 'secondary' as const,
    };
    return [
      {
        ...fromIndex,
        ...(corrected
          ? {
              source: `${state.name} Secretary of State`,
              sourceUrl: state.sosUrl,
              checkedOn: CORRECTIONS_CHECKED_ON,
              evidence: 'primary' as const,
            }
          : {}),
        key: `state:${state.code}:formation-filing:fee`,
        name: `${state.name} formation filing fee`,
        kind: 'usd',
        amount: state.filingFee,
      },
      {
        ...fromIndex,
        key: `state:${state.code}:formation-filing:form`,
        name: `${state.name} formation filing form`,
        kind: 'text',
        text: state.filingForm,
      },
    ];
  });

const ruleFacts = (): TLegalFact[] => {
  const stateNames = new Map(readStateRows().map((s) => [s.code, s.name]));
  return readComplianceRuleRows().flatMap(({ key, data }): TLegalFact[] => {
    const code = key.startsWith('state:') ? key.split(':')[1]! : 'US';
    const where = code === 'US' ? 'Federal' : (stateNames.get(code) ?? code);
    const what = `${where}: ${data.obligation ?? key}`;
    const fromIndex = data.fee_source === 'index';
    const provenance = fromIndex
      ? {
          source: STATE_FEES_SOURCE,
          sourceUrl: INDEX_URL,
          checkedOn: INDEX_CHECKED_ON,
          evidence: 'secondary' as const,
        }
      : {
          source: data.sources ?? '',
          sourceUrl: sourceUrlOf(data),
          checkedOn: data.last_verified ?? '',
          evidence: (EVIDENCE.find((e) => e === data.evidence) ??
            'secondary') as TLegalFact['evidence'],
        };
    const facts: TLegalFact[] = [];
    if (data.fee_cents !== undefined && data.fee_cents !== '') {
      facts.push({
        ...provenance,
        key: `rule:${key}:fee`,
        jurisdiction: code,
        name: `${what} fee`,
        kind: 'usd',
        amount: Number(data.fee_cents),
      });
    }
    // The dates and periods are the rule's own (never the index's).
    const ruleProvenance = fromIndex
      ? {
          source: data.sources ?? '',
          sourceUrl: sourceUrlOf(data),
          checkedOn: data.last_verified ?? '',
          evidence: (EVIDENCE.find((e) => e === data.evidence) ??
            'secondary') as TLegalFact['evidence'],
        }
      : provenance;
    const month = Number(data.due_month);
    const day = Number(data.due_day);
    if (
      /^(fixed_date|fixed_window_end|taxable_year_month|fiscal_offset)\b/.test(
        data.due_rule ?? '',
      ) &&
      month &&
      day
    ) {
      facts.push({
        ...ruleProvenance,
        key: `rule:${key}:due-date`,
        jurisdiction: code,
        name: `${what}, due date${/^(taxable_year_month|fiscal_offset)/.test(data.due_rule ?? '') ? ' (calendar-year company)' : ''}`,
        kind: 'text',
        text: `${MONTH_NAMES[month - 1]} ${day}`,
      });
    }
    const initialDays = /^days:(\d+)$/.exec(data.initial_due ?? '');
    if (initialDays) {
      facts.push({
        ...ruleProvenance,
        key: `rule:${key}:initial-days`,
        jurisdiction: code,
        name: `${what}, days after formation to the first one`,
        kind: 'text',
        text: `${initialDays[1]} days`,
      });
    }
    if (data.initial_fee_cents) {
      facts.push({
        ...provenance,
        key: `rule:${key}:initial-fee`,
        jurisdiction: code,
        name: `${where}: ${data.initial_title ?? 'first filing'} fee`,
        kind: 'usd',
        amount: Number(data.initial_fee_cents),
      });
    }
    return facts;
  });
};

const changeFacts = (): TLegalFact[] => {
  const text = readFileSync(join(dataDir, CHANGE_FILINGS_FILE), 'utf8');
  const checkedOn = dateOf(text.split(/\r?\n/, 1)[0] ?? '') ?? '';
  const names = new Map(readStateRows().map((s) => [s.code, s.name]));
  return readChangeFilingRows({ text }).flatMap((row): TLegalFact[] => {
    const base = {
      jurisdiction: row.state,
      source: new URL(row.sourceUrl).host,
      sourceUrl: row.sourceUrl,
      checkedOn,
      evidence: row.evidence,
    };
    const what = `${names.get(row.state) ?? row.state}: ${row.kind.toLowerCase().replaceAll('_', ' ')} change`;
    return [
      ...(row.form
        ? [
            {
              ...base,
              key: `change:${row.state}:${row.kind}:form`,
              name: `${what}, form`,
              kind: 'text' as const,
              text: row.form,
            },
          ]
        : []),
      ...(row.fee !== null
        ? [
            {
              ...base,
              key: `change:${row.state}:${row.kind}:fee`,
              name: `${what}, fee`,
              kind: 'usd' as const,
              amount: row.fee,
            },
          ]
        : []),
    ];
  });
};

const ZFactRow = z
  .object({
    key: z
      .string()
      .regex(/^[a-z]+(:[A-Za-z0-9_-]+)+$/, 'key must look like state:TX:franchise-tax:threshold'),
    jurisdiction: z.string().regex(/^([A-Z]{2})$/, 'jurisdiction must be a state code or US'),
    name: z.string().min(3, 'name says what the fact is'),
    kind: z.enum(['usd', 'text'], { error: 'kind must be usd or text' }),
    value: z.string().min(1, 'value is required'),
    source: z.string().min(3, 'source names the law or page'),
    source_url: z.url('source_url must be the address the fact was read from'),
    checked_on: z.iso.date('checked_on must be a date such as 2026-11-29'),
    evidence: z.enum(EVIDENCE, { error: `evidence must be one of ${EVIDENCE.join(', ')}` }),
  })
  .refine((r) => r.kind !== 'usd' || /^\d+(\.\d{1,2})?$/.test(r.value), {
    message: 'a usd value is dollars, such as 400 or 138.75',
    path: ['value'],
  });

/** The facts only the help articles name (data/legal-facts.csv), checked row by row. */
export const readArticleFacts = (text?: string): TLegalFact[] => {
  const body = text ?? readFileSync(join(dataDir, LEGAL_FACTS_FILE), 'utf8');
  const records = parse(body, {
    columns: true,
    comment: '#',
    comment_no_infix: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
  }) as { record: Record<string, string>; info: { lines: number } }[];
  const problems: string[] = [];
  const facts = records.flatMap(({ record, info }): TLegalFact[] => {
    const parsed = ZFactRow.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push(
          `${LEGAL_FACTS_FILE} line ${info.lines}: ${issue.path.join('.') || 'row'}: ${issue.message}`,
        );
      }
      return [];
    }
    const r = parsed.data;
    return [
      {
        key: r.key,
        jurisdiction: r.jurisdiction,
        name: r.name,
        kind: r.kind,
        ...(r.kind === 'usd' ? { amount: Math.round(Number(r.value) * 100) } : { text: r.value }),
        source: r.source,
        sourceUrl: r.source_url,
        checkedOn: r.checked_on,
        evidence: r.evidence,
      },
    ];
  });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return facts;
};

/** Every fact, compiled from the files; a key given twice or a fact without provenance is refused. */
export const compileLegalFacts = (): TLegalFact[] => {
  const facts = [...formationFacts(), ...ruleFacts(), ...changeFacts(), ...readArticleFacts()];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const fact of facts) {
    if (seen.has(fact.key)) problems.push(`${fact.key}: given twice`);
    seen.add(fact.key);
    if (!fact.sourceUrl) problems.push(`${fact.key}: no source address`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fact.checkedOn)) problems.push(`${fact.key}: no date checked`);
  }
  if (problems.length > 0) throw new Error(`legal facts:\n${problems.join('\n')}`);
  return facts;
};

const FIELDS = [
  'jurisdiction',
  'name',
  'kind',
  'amount',
  'text',
  'source',
  'sourceUrl',
  'checkedOn',
  'evidence',
] as const;
const columns = getTableColumns(legalFacts);

/** Loads the compiled facts: the files are the whole truth (a fact no longer in them goes). */
export const seedLegalFacts = async (db: TDatabase): Promise<number> => {
  const facts = compileLegalFacts();
  await db.transaction(async (tx) => {
    for (let i = 0; i < facts.length; i += 200) {
      await tx
        .insert(legalFacts)
        .values(facts.slice(i, i + 200).map((f) => ({ amount: null, text: null, ...f })))
        .onConflictDoUpdate({
          target: legalFacts.key,
          set: {
            ...Object.fromEntries(FIELDS.map((f) => [f, sql.raw(`excluded.${columns[f].name}`)])),
            updatedAt: sql`now()`,
          },
          // Only a changed fact is written (its updated_at says when it last changed).
          setWhere: sql.raw(
            FIELDS.map(
              (f) => `legal_facts.${columns[f].name} is distinct from excluded.${columns[f].name}`,
            ).join(' or '),
          ),
        });
    }
    await tx.delete(legalFacts).where(
      notInArray(
        legalFacts.key,
        facts.map((f) => f.key),
      ),
    );
  });
  return facts.length;
};
