// `file-number <company> <NUMBER>` (issue 36 item 9, decision 0187): the file number a state
// gave a company, recorded or corrected after the filing step.
import type { TOpsCommand } from './command';

export const FILE_NUMBER_COMMAND: TOpsCommand = {
  name: 'file-number',
  usage: 'file-number <company> <NUMBER>',
  summary: [
    "record (or correct) the state's file number of a",
    'formed company (also: step … STATE_FILING_COMPLETED',
    '--file-number NUMBER)',
  ].join('\n'),
  run: async ({ positionals }, { call, need, companyId, print }) => {
    const id = await companyId(positionals[0]);
    const number = need(positionals[1], '<NUMBER>');
    await call('POST', `/ops/v1/companies/${id}/state-file-number`, { stateFileNumber: number });
    print(`Recorded state file number ${number}.`);
    return 0;
  },
};
