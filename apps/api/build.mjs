// Bundles the API (and packages/shared, which ships as TypeScript) into dist/.
// Dependencies stay external: they are installed by npm and loaded from node_modules.
import { build } from 'esbuild';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((d) => !d.startsWith('@charterline/'));

await build({
  entryPoints: ['src/server.ts', 'src/index.ts', 'src/db/migrate-cli.ts', 'src/ops/cli.ts'].filter(
    (f) => {
      try {
        readFileSync(f);
        return true;
      } catch {
        return false;
      }
    },
  ),
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    // Some CommonJS dependencies call require(); give the ESM bundle one.
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});

// An initialised, empty PGlite cluster of the installed version: a new data directory
// starts from it instead of running initdb (src/db/pglite-template.ts).
const pgliteVersion = (() => {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (
    !existsSync(join(dir, 'package.json')) ||
    !readFileSync(join(dir, 'package.json'), 'utf8').includes('"@electric-sql/pglite"')
  ) {
    dir = dirname(dir);
  }
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
})();
const template = `dist/pglite-template-${pgliteVersion}.tar.gz`;
if (!existsSync(template)) {
  for (const old of readdirSync('dist').filter((f) => f.startsWith('pglite-template-'))) {
    rmSync(join('dist', old));
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const scratch = mkdtempSync(join(tmpdir(), 'charterline-pglite-template-'));
  const pg = new PGlite(join(scratch, 'pglite'));
  await pg.query('select 1');
  const dump = await pg.dumpDataDir('gzip');
  writeFileSync(template, Buffer.from(await dump.arrayBuffer()));
  await pg.close();
  rmSync(scratch, { recursive: true, force: true });
}
console.log('api: built dist/');
