// The operations CLI's facts commands (issue 35, decision 0181): the facts about the law the
// product shows, with where each was read and when it was last checked; the stale ones are
// the staff's list to re-check.
import type { TLegalFact } from '@charterline/shared/schemas/legal-facts';

export const FACTS_HELP = `  facts [STATE|US]                         the facts about the law we show (value, checked, source)
  facts stale [--date YYYY-MM-DD]          those last checked over a year before (today by
                                           default): re-check each at its source`;

export type TFactsDeps = {
  call: <T>(method: string, path: string, body?: unknown) => Promise<T>;
  fail: (message: string) => Error;
  print: (line: string) => void;
};

/** One fact in two lines: when checked, how sure, its key and value; then its source. */
export const factLines = (f: TLegalFact): string[] => [
  [f.checkedOn, f.evidence.padEnd(9), f.key, f.value].join('  '),
  `    ${f.name} — ${f.source} <${f.sourceUrl}>`,
];

/** Runs `facts` and `facts stale`; null when `command` is neither. */
export const runFactsCommand = async (
  command: string,
  args: string[],
  options: { date?: string | undefined },
  deps: TFactsDeps,
): Promise<number | null> => {
  if (command !== 'facts') return null;
  const [which] = args;
  if (which === 'stale') {
    if (options.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(options.date)) {
      throw deps.fail('--date is a day such as 2027-12-01.');
    }
    const query = options.date ? `?stale=true&asOf=${options.date}` : '?stale=true';
    const stale = await deps.call<TLegalFact[]>('GET', `/ops/v1/legal-facts${query}`);
    if (stale.length === 0) {
      deps.print('No fact is over a year old: nothing to re-check.');
      return 0;
    }
    deps.print(
      `${stale.length} facts were last checked over a year ago; re-check each at its source:`,
    );
    for (const fact of stale) for (const line of factLines(fact)) deps.print(line);
    return 0;
  }
  if (which !== undefined && !/^[A-Za-z]{2}$/.test(which)) {
    throw deps.fail('Name a state (WY) or US, or say stale.');
  }
  const query = which ? `?jurisdiction=${which.toUpperCase()}` : '';
  const facts = await deps.call<TLegalFact[]>('GET', `/ops/v1/legal-facts${query}`);
  if (facts.length === 0) deps.print('No facts.');
  for (const fact of facts) for (const line of factLines(fact)) deps.print(line);
  return 0;
};
