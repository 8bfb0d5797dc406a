// The operations CLI's compliance command (issue 19): a company's deadlines as computed.
import type { TOpsCommand } from './command';

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

export const COMPLIANCE_COMMAND: TOpsCommand = {
  name: 'compliance',
  usage: 'compliance <company>',
  summary: 'list its deadlines (due, status, title, fee)',
  run: async ({ positionals }, { call, companyId, print }) => {
    const id = await companyId(positionals[0]);
    const overview = await call<TOpsOverview>('GET', `/ops/v1/companies/${id}/compliance`);
    if (overview.missing.length > 0) {
      print(`Deadlines cannot be computed yet: missing ${overview.missing.join(', ')}.`);
    }
    if (overview.obligations.length === 0) print('No deadlines.');
    for (const o of overview.obligations) print(obligationLine(o));
    return 0;
  },
};
