// The operations commands of companies formed elsewhere (decision 0113), called by cli.ts.

type TCall = <T>(method: string, path: string, body?: unknown) => Promise<T>;
type TCommandDeps = {
  call: TCall;
  companyId: (ref: string | undefined) => Promise<string>;
  show: (company: Record<string, unknown>) => void;
  print: (text: string) => void;
};

export const EXISTING_LLC_HELP = `  verify <company>                         verify the details of an LLC formed elsewhere
                                           (then locked; the customer is told)`;

/** The lines `ops company` adds for where a company was formed and its verification. */
export const originLines = (company: Record<string, unknown>): string[] => {
  if (company.origin !== 'FORMED_ELSEWHERE') {
    return [
      '  origin:      formed here',
      ...(company.formationDate
        ? [
            `  formed:      ${String(company.formationDate)} (state file number ${String(company.stateFileNumber ?? '- : npm run ops -- file-number')})`,
          ]
        : []),
    ];
  }
  const verifiedAt = company.detailsVerifiedAt;
  return [
    '  origin:      formed elsewhere',
    `  formed:      ${String(company.formationDate ?? '-')} (state file number ${String(company.stateFileNumber ?? '-')})`,
    `  details:     ${
      typeof verifiedAt === 'string'
        ? `verified ${verifiedAt}`
        : company.stateFileNumber
          ? 'to be verified (npm run ops -- verify <company>)'
          : 'not entered yet'
    }`,
  ];
};

/** Runs `command` when it is one of these; undefined when it is not. */
export const runExistingLlcCommand = async (
  command: string,
  args: string[],
  deps: TCommandDeps,
): Promise<number | undefined> => {
  if (command !== 'verify') return undefined;
  const id = await deps.companyId(args[0]);
  const company = await deps.call<Record<string, unknown>>(
    'POST',
    `/ops/v1/companies/${id}/verify`,
  );
  deps.print('Verified: the details are locked and the customer was told.');
  deps.show(company);
  return 0;
};
