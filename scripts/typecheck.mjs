// `npm run typecheck` (issue 34): TypeScript 7, the native compiler, checks each project —
// the same errors as TypeScript 5 at a third of the time (decision 0177). TypeScript 5 stays
// installed as `typescript` for the tools that use its API (typescript-eslint, Vite's plugins);
// TypeScript 7 is `typescript-native`, called by its path so the two `tsc` commands npm links
// cannot pick the wrong one. `node scripts/typecheck.mjs apps/web` checks one project.
import './node-24.mjs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(
  dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin',
  'tsc',
);
const PROJECTS = ['packages/shared', 'apps/api', 'apps/web', 'e2e/tsconfig.json'];

const asked = process.argv.slice(2);
const projects =
  asked.length > 0 ? asked.map((p) => join(process.cwd(), p)) : PROJECTS.map((p) => join(root, p));
let failed = false;
for (const project of projects) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project, '--noEmit'], {
    stdio: 'inherit',
  });
  if (status !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
