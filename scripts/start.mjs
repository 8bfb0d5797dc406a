// `npm start`: builds what is not built yet, then runs the one server process
// (migrations and reference data are applied by the server at start-up).
import './node-24.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const newest = (dir) => {
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
};

/** A build is stale when it is missing or older than any of its sources. */
const stale = (output, sources) =>
  !existsSync(output) ||
  statSync(output).mtimeMs <
    Math.max(...sources.map((s) => (existsSync(join(root, s)) ? newest(join(root, s)) : 0)));

const run = (args) => {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const shared = 'packages/shared/src';
if (
  stale(join(root, 'apps/web/dist/index.html'), ['apps/web/src', 'apps/web/index.html', shared])
) {
  run(['run', 'build', '-w', 'apps/web']);
}
if (stale(join(root, 'apps/api/dist/server.js'), ['apps/api/src', shared])) {
  run(['run', 'build', '-w', 'apps/api']);
}

// `--build-only`: the e2e setup builds once before it starts a server per worker.
if (!process.argv.includes('--build-only')) await import(join(root, 'apps/api/dist/server.js'));
