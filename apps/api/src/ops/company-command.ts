// `company <company>`: one company in full.
import type { TOpsCommand } from './command';
import { companyText } from './company-lines';

export const COMPANY_COMMAND: TOpsCommand = {
  name: 'company',
  usage: 'company <company>',
  summary: 'show one company in full',
  run: async ({ positionals }, { call, companyId, print }) => {
    print(companyText(await call('GET', `/ops/v1/companies/${await companyId(positionals[0])}`)));
    return 0;
  },
};
