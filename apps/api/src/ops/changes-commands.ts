// The operations CLI's change commands (issue 20, decision 0135): staff list a company's
// changes and complete a paid one with the filed document once the state accepted it.
import type { TCompanyChange } from '@charterline/shared/schemas/company-changes';
import type { TOpsCommand } from './command';

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

const CHANGES: TOpsCommand = {
  name: 'changes',
  usage: 'changes <company>',
  summary: 'list its changes (newest first)',
  run: async ({ positionals }, { call, companyId, print }) => {
    const id = await companyId(positionals[0]);
    const rows = await call<TCompanyChange[]>('GET', `/ops/v1/companies/${id}/company-changes`);
    if (rows.length === 0) print('No changes.');
    for (const c of rows) print(changeLines(c).join('\n'));
    return 0;
  },
};

const CHANGE: TOpsCommand = {
  name: 'change',
  usage: 'change <changeId> complete [--file filed.pdf] [--note TEXT]',
  summary: [
    'complete a change in progress: the profile changes,',
    'its service is delivered (--file: the filed PDF,',
    'required when the state was told)',
  ].join('\n'),
  run: async ({ positionals, options }, { call, need, fail, readFile, print }) => {
    const changeId = need(positionals[0], '<changeId>');
    if (positionals[1] !== 'complete')
      throw fail('Usage: change <changeId> complete [--file filed.pdf] [--note TEXT]');
    let file: { name: string; contentBase64: string } | undefined;
    if (options.file) {
      const upload = readFile(options.file);
      const content = Buffer.from(upload.bytes);
      // The portal checks it is a PDF by its content; this only saves a round trip.
      if (!content.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
        throw fail(`${options.file} is not a PDF.`);
      }
      file = { name: upload.name, contentBase64: content.toString('base64') };
    }
    const done = await call<TCompanyChange>(
      'POST',
      `/ops/v1/company-changes/${changeId}/complete`,
      {
        ...(file ? { file } : {}),
        ...(options.note ? { note: options.note } : {}),
      },
    );
    print(`Completed ${done.label}.`);
    print(changeLines(done).join('\n'));
    return 0;
  },
};

export const CHANGES_COMMANDS: TOpsCommand[] = [CHANGES, CHANGE];
