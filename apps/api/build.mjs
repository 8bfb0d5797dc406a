// Bundles the API (and packages/shared, which ships as TypeScript) into dist/.
// Dependencies stay external: they are installed by npm and loaded from node_modules.
import '../../scripts/node-24.mjs';
import { build } from 'esbuild';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((d) => !d.startsWith('@charterline/'));

await build({
  entryPoints: [
    'src/server.ts',
    'src/index.ts',
    { in: 'src/composition/migrate-cli.ts', out: 'db/migrate-cli' },
    'src/ops/cli.ts',
    // Issue 33: the PDF pool's worker thread loads dist/pdf-worker.js (the composition
    // root's map of each area's renderer).
    { in: 'src/composition/pdf-worker.ts', out: 'pdf-worker' },
  ].filter((f) => {
    try {
      readFileSync(typeof f === 'string' ? f : f.in);
      return true;
    } catch {
      return false;
    }
  }),
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    // Some CommonJS dependencies call require(); give the ESM bundle one. And `node
    // dist/server.js` on a Node older than 24 stops at once with the reason (issue 34).
    js: [
      "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
      'if (Number(process.versions.node.split(".")[0]) < 24) {',
      '  console.error(`Charterline needs Node 24 or later; this is Node ${process.versions.node} (${process.execPath}). Run it through npm (node_modules/.bin/node is Node 24 after npm install) or in the node:24 image.`);',
      '  process.exit(1);',
      '}',
    ].join('\n'),
  },
});

// An initialised PGlite cluster of the installed version, migrated and seeded by the code
// just built: a new data directory starts as a copy of it instead of running initdb, the
// migrations and the seed (src/db/pglite-template.ts). Made again by every build; a data
// directory copied from an older one is brought up to date by the start's migrations.
{
  const { installedPgliteVersion, openDatabase, pgliteTemplateDir, seedReferenceData } =
    await import(new URL('./dist/index.js', import.meta.url).href);
  for (const old of readdirSync('dist').filter((f) => f.startsWith('pglite-template-'))) {
    rmSync(join('dist', old), { recursive: true, force: true });
  }
  const version = installedPgliteVersion();
  if (!version) throw new Error('the installed PGlite has no version to name its template');
  const template = pgliteTemplateDir(version);
  const scratch = mkdtempSync(join(tmpdir(), 'charterline-pglite-template-'));
  const database = openDatabase({ kind: 'pglite', dataDir: scratch });
  await database.migrate();
  await seedReferenceData(database.db);
  await database.close();
  // Written beside and renamed, so a build stopped half-way leaves no half template.
  cpSync(join(scratch, 'pglite'), `${template}.partial`, { recursive: true });
  renameSync(`${template}.partial`, template);
  rmSync(scratch, { recursive: true, force: true });
}
console.log('api: built dist/');
