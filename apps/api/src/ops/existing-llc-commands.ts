// The operations command of companies formed elsewhere (decision 0113): verify the details the
// customer entered, which locks them. `company-lines.ts` shows where a company was formed.
import type { TOpsCommand } from './command';
import { companyText } from './company-lines';

export const VERIFY_COMMAND: TOpsCommand = {
  name: 'verify',
  usage: 'verify <company>',
  summary: 'verify the details of an LLC formed elsewhere\n(then locked; the customer is told)',
  run: async ({ positionals }, { call, companyId, print }) => {
    const id = await companyId(positionals[0]);
    const company = await call<Record<string, unknown>>('POST', `/ops/v1/companies/${id}/verify`);
    print('Verified: the details are locked and the customer was told.');
    print(companyText(company));
    return 0;
  },
};
