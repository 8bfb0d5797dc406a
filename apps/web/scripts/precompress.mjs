// After `vite build`: a Brotli and a gzip copy of every hashed asset, so the server sends
// them compressed without compressing on each request (@fastify/static preCompressed).
// Lighthouse found the portal's JavaScript going out uncompressed (issue 8).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = new URL('../dist/assets/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
let files = 0;
for (const name of readdirSync(assets)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const body = readFileSync(join(assets, name));
  writeFileSync(
    join(assets, `${name}.br`),
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(join(assets, `${name}.gz`), gzipSync(body, { level: 9 }));
  files += 1;
}
console.log(`precompress: ${files} assets, with .br and .gz copies`);
