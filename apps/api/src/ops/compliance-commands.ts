// The operations CLI's compliance command (issue 19): a company's deadlines as computed.

export const COMPLIANCE_HELP = `  compliance <company>                     list its deadlines (due, status, title, fee)`;

type TOpsObligation = {
  key: string;
  period: string;
  title: string;
  dueDate: string;
  status: string;
  feeCents: number | null;
  feeText: string | null;
  evidence: string;
};
type TOpsOverview = { obligations: TOpsObligation[]; missing: string[] };

export type TComplianceDeps = {
  call: <T>(method: string, path: string, body?: unknown) => Promise<T>;
  companyId: (ref: string | undefined) => Promise<string>;
  print: (line: string) => void;
};

const feeOf = (o: TOpsObligation): string =>
  o.feeCents === null ? (o.feeText ?? 'varies') : `$${(o.feeCents / 100).toFixed(2)}`;

export const obligationLine = (o: TOpsObligation): string =>
  [
    o.dueDate,
    o.status.padEnd(14),
    feeOf(o).padStart(10),
    `${o.title} (${o.period})`,
    o.evidence === 'conflict' ? '[confirm with the state]' : '',
  ]
    .join('  ')
    .trimEnd();

/** Runs the compliance command; null when `command` is not it. */
export const runComplianceCommand = async (
  command: string,
  args: string[],
  deps: TComplianceDeps,
): Promise<number | null> => {
  if (command !== 'compliance') return null;
  const id = await deps.companyId(args[0]);
  const overview = await deps.call<TOpsOverview>('GET', `/ops/v1/companies/${id}/compliance`);
  if (overview.missing.length > 0) {
    deps.print(`Deadlines cannot be computed yet: missing ${overview.missing.join(', ')}.`);
  }
  if (overview.obligations.length === 0) deps.print('No deadlines.');
  for (const o of overview.obligations) deps.print(obligationLine(o));
  return 0;
};
