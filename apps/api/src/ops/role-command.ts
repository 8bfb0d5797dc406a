// `role <email> <ADMIN|CUSTOMER>`: give or take the admin role.
import type { TOpsCommand } from './command';

export const ROLE_COMMAND: TOpsCommand = {
  name: 'role',
  usage: 'role <email> <ADMIN|CUSTOMER>',
  summary: 'give or take the admin role',
  run: async ({ positionals }, { call, need, print }) => {
    const r = await call<{ email: string; role: string }>('POST', '/ops/v1/users/role', {
      email: need(positionals[0], '<email>'),
      role: need(positionals[1], '<ADMIN|CUSTOMER>').toUpperCase(),
    });
    print(`${r.email} is now ${r.role}.`);
    return 0;
  },
};
