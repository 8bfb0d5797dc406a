// The operations CLI's change commands (issue 20, decision 0135): staff list a company's
// changes and complete a paid one with the filed document once the state accepted it.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { TCompanyChange } from '@charterline/shared/schemas/company-changes';

export const CHANGES_HELP = `  changes <company>                        list its changes (newest first)
  change <changeId> complete [--file filed.pdf] [--note TEXT]
                                           complete a change in progress: the profile changes,
                                           its service is delivered (--file: the filed PDF,
                                           required when the state was told)`;

export type TChangesDeps = {
  call: <T>(method: string, path: string, body?: unknown) => Promise<T>;
  need: (value: string | undefined, what: string) => string;
  companyId: (ref: string | undefined) => Promise<string>;
  fail: (message: string) => Error;
  print: (line: string) => void;
};

const money = (cents: number | null) =>
  cents === null ? 'fee unknown' : `$${(cents / 100).toFixed(2)}`;

/** One change in a line, then what it was, becomes, and what proves it. */
export const changeLines = (c: TCompanyChange): string[] => [
  [c.id, c.status.padEnd(16), c.requestedAt.slice(0, 10), c.label].join('  '),
  ...(c.before ? [`    before:  ${c.before}`] : []),
  `    after:   ${c.after}`,
  ...(c.needsState && c.stateFiling
    ? [`    state:   ${c.stateFiling.form} (${money(c.stateFiling.fee)})`]
    : []),
  ...(c.serviceId ? [`    service: ${c.serviceId}`] : []),
  ...(c.proofDocumentId ? [`    proof:   ${c.proofDocumentId}`] : []),
];

/** Runs `changes` and `change … complete`; null when `command` is neither. */
export const runChangesCommand = async (
  command: string,
  args: string[],
  options: { file?: string | undefined; note?: string | undefined },
  deps: TChangesDeps,
): Promise<number | null> => {
  if (command === 'changes') {
    const id = await deps.companyId(args[0]);
    const rows = await deps.call<TCompanyChange[]>(
      'GET',
      `/ops/v1/companies/${id}/company-changes`,
    );
    if (rows.length === 0) deps.print('No changes.');
    for (const c of rows) deps.print(changeLines(c).join('\n'));
    return 0;
  }
  if (command !== 'change') return null;
  const changeId = deps.need(args[0], '<changeId>');
  if (args[1] !== 'complete')
    throw deps.fail('Usage: change <changeId> complete [--file filed.pdf] [--note TEXT]');
  let file: { name: string; contentBase64: string } | undefined;
  if (options.file) {
    let content: Buffer;
    try {
      content = readFileSync(options.file);
    } catch {
      throw deps.fail(`Cannot read ${options.file}.`);
    }
    // The portal checks it is a PDF by its content; this only saves a round trip.
    if (!content.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
      throw deps.fail(`${options.file} is not a PDF.`);
    }
    file = { name: basename(options.file), contentBase64: content.toString('base64') };
  }
  const done = await deps.call<TCompanyChange>(
    'POST',
    `/ops/v1/company-changes/${changeId}/complete`,
    {
      ...(file ? { file } : {}),
      ...(options.note ? { note: options.note } : {}),
    },
  );
  deps.print(`Completed ${done.label}.`);
  deps.print(changeLines(done).join('\n'));
  return 0;
};
