// `companies`: every company, newest first (optionally of one status), a line each.
import type { TOpsCommand } from './command';
import type { TCompanyListing } from './company-lines';

export const COMPANIES_COMMAND: TOpsCommand = {
  name: 'companies',
  usage: 'companies [--status STATUS]',
  summary: 'list companies (newest first)',
  run: async ({ options }, { call, print }) => {
    const query = options.status ? `?status=${encodeURIComponent(options.status)}` : '';
    const rows = await call<TCompanyListing[]>('GET', `/ops/v1/companies${query}`);
    if (rows.length === 0) print('No companies.');
    for (const c of rows) {
      print(
        [
          c.id,
          c.companyStatus.padEnd(22),
          (c.state ?? '--').padEnd(2),
          c.ownerEmail,
          c.companyName ?? '',
        ].join('  '),
      );
    }
    return 0;
  },
};
