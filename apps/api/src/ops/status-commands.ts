// `status` and `resume`: stop a company (with the reason the customer reads), and undo it.
import type { TOpsCommand } from './command';
import { companyText } from './company-lines';

export const STATUS_COMMAND: TOpsCommand = {
  name: 'status',
  usage: 'status <company> <STATUS> --reason TEXT',
  summary: 'REJECTED, ONHOLD, FREEZED,\nPENDING_FOR_DOCUMENT_VERIFICATION or DISSOLVED',
  run: async ({ positionals, options }, { call, need, companyId, print }) => {
    const id = await companyId(positionals[0]);
    print(
      companyText(
        await call('POST', `/ops/v1/companies/${id}/status`, {
          status: need(positionals[1], '<STATUS>').toUpperCase(),
          reason: need(options.reason, '--reason'),
        }),
      ),
    );
    return 0;
  },
};

export const RESUME_COMMAND: TOpsCommand = {
  name: 'resume',
  usage: 'resume <company>',
  summary: 'back to the status before the stop',
  run: async ({ positionals }, { call, companyId, print }) => {
    const id = await companyId(positionals[0]);
    print(companyText(await call('POST', `/ops/v1/companies/${id}/status`, { resume: true })));
    return 0;
  },
};
