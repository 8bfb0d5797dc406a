// The compliance calendar of 10,000 synthetic companies (random state, formation date, fiscal
// year, owners, registered agent) through the engine: computeObligations + presentObligation
// for each obligation, as the overview does. Pure CPU, no database; the engine is TypeScript,
// loaded with tsx. Alone: `node bench/compliance-calendar.mjs`.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { root, runAlone, seededRandom as random } from './lib.mjs';

const COMPANIES = 10_000;
const TARGET_US = 1000;
const COUNTRIES = ['US', 'US', 'US', 'DE', 'GB', 'IN', 'BR', 'JP'];

const load = (path) => tsImport(pathToFileURL(join(root, path)).href, import.meta.url);

const syntheticCompanies = (states, next) => {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const day = (fromMs, spanDays) =>
    new Date(fromMs + Math.floor(next() * spanDays) * 86_400_000).toISOString().slice(0, 10);
  return Array.from({ length: COMPANIES }, () => {
    const count = 1 + Math.floor(next() * 3);
    const owners = Array.from({ length: count }, (_, i) => ({
      country: pick(COUNTRIES),
      ownershipHundredths: Math.floor(10000 / count) + (i === 0 ? 10000 % count : 0),
    }));
    const registeredAgent = pick(['ours', 'theirs', 'none']);
    return {
      state: pick(states),
      formationDate: day(Date.UTC(2015, 0, 1), 365 * 11),
      fiscalYearEndMonth: next() < 0.8 ? 12 : 1 + Math.floor(next() * 12),
      taxClassification: next() < 0.1 ? 'c_corporation' : 'default',
      owners,
      registeredAgent,
      registeredAgentRenewsOn: registeredAgent === 'ours' ? day(Date.UTC(2026, 0, 1), 365) : null,
    };
  });
};

/** Records µs per company (and obligations per company for scale) with run.mjs's record. */
export const measureComplianceCalendar = async (record) => {
  const { readComplianceRuleRows } = await load('apps/api/src/db/compliance-rule-rows.ts');
  const { computeObligations } = await load(
    'apps/api/src/modules/compliance/engine/compute-obligations.ts',
  );
  const { presentObligation } = await load(
    'apps/api/src/modules/compliance/engine/present-obligation.ts',
  );
  const rules = readComplianceRuleRows().map((row) => ({ ...row, version: 1 }));
  const ruleByKey = new Map(rules.map((r) => [r.key, r]));
  const states = rules.filter((r) => /^state:[A-Z]{2}$/.test(r.key)).map((r) => r.key.slice(6));
  const companies = syntheticCompanies(states, random(19));
  const calendar = (facts) =>
    computeObligations(facts, rules, { through: '2027-12-31' }).map((o) => ({
      ...o,
      ...presentObligation(o, ruleByKey.get(o.ruleKey)),
    }));
  // Warm-up (JIT) on a tenth, not counted.
  for (const facts of companies.slice(0, COMPANIES / 10)) calendar(facts);
  let obligations = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (const facts of companies) obligations += calendar(facts).length;
  const us = ((performance.now() - started) * 1000) / COMPANIES;
  // CPU time beside wall time: on a shared machine the difference is the others' load.
  const { user, system } = process.cpuUsage(cpu);
  const cpuUs = (user + system) / COMPANIES;
  record(
    `compliance calendar: per company (${COMPANIES} synthetic)`,
    `${us.toFixed(0)} µs`,
    `< ${TARGET_US} µs`,
    us < TARGET_US,
    `${(obligations / COMPANIES).toFixed(1)} obligations each; CPU ${cpuUs.toFixed(0)} µs`,
  );
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await runAlone(measureComplianceCalendar, { usesDatabase: false });
