// Bundles the API (and packages/shared, which ships as TypeScript) into dist/.
// Dependencies stay external: they are installed by npm and loaded from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

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
console.log('api: built dist/');
