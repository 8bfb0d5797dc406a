// The server of the load suite, in a process of its own as in production: the load
// generator must not share the event loop it measures. Prints one JSON line
// { url, tokens } when it listens; SIGTERM stops it and drops its database.
import { createSignedInUser } from '../auth-helpers';
import { createTestApp } from '../test-app';

const customers = Number(process.argv[2] ?? 25);
// One address sends everything in the suite: the per-address limits would rightly stop it.
const t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
const tokens: string[] = [];
for (let i = 0; i < customers; i += 1) tokens.push((await createSignedInUser(t.app)).accessToken);
const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ url, tokens })}\n`);
process.on('SIGTERM', () => {
  void t.close().finally(() => process.exit(0));
});
