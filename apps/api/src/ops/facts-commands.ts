// The operations CLI's facts commands (issue 35, decision 0181): the facts about the law the
// product shows, with where each was read and when it was last checked; the stale ones are
// the staff's list to re-check.
import type { TLegalFact } from '@charterline/shared/schemas/legal-facts';
import type { TOpsCommand } from './command';

/** One fact in two lines: when checked, how sure, its key and value; then its source. */
export const factLines = (f: TLegalFact): string[] => [
  [f.checkedOn, f.evidence.padEnd(9), f.key, f.value].join('  '),
  `    ${f.name} — ${f.source} <${f.sourceUrl}>`,
];

const FACTS: TOpsCommand = {
  name: 'facts',
  usage: 'facts [STATE|US]',
  summary: 'the facts about the law we show (value, checked, source)',
  run: async ({ positionals: [which] }, { call, fail, print }) => {
    if (which !== undefined && !/^[A-Za-z]{2}$/.test(which)) {
      throw fail('Name a state (WY) or US, or say stale.');
    }
    const query = which ? `?jurisdiction=${which.toUpperCase()}` : '';
    const facts = await call<TLegalFact[]>('GET', `/ops/v1/legal-facts${query}`);
    if (facts.length === 0) print('No facts.');
    for (const fact of facts) for (const line of factLines(fact)) print(line);
    return 0;
  },
};

const FACTS_STALE: TOpsCommand = {
  name: 'facts stale',
  usage: 'facts stale [--date YYYY-MM-DD]',
  summary: 'those last checked over a year before (today by\ndefault): re-check each at its source',
  run: async ({ options }, { call, fail, print }) => {
    if (options.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(options.date)) {
      throw fail('--date is a day such as 2027-12-01.');
    }
    const query = options.date ? `?stale=true&asOf=${options.date}` : '?stale=true';
    const stale = await call<TLegalFact[]>('GET', `/ops/v1/legal-facts${query}`);
    if (stale.length === 0) {
      print('No fact is over a year old: nothing to re-check.');
      return 0;
    }
    print(`${stale.length} facts were last checked over a year ago; re-check each at its source:`);
    for (const fact of stale) for (const line of factLines(fact)) print(line);
    return 0;
  },
};

export const FACTS_COMMANDS: TOpsCommand[] = [FACTS, FACTS_STALE];
