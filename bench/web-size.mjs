// Gzipped JavaScript and CSS a page loads on first visit, read from Vite's manifest:
// the entry's static import closure plus the lazy route chunk(s) of that page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const dist = join(root, 'apps/web/dist');

const closure = (manifest, key, seen) => {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen);
};

/** routeSources: source paths (relative to apps/web) of the page's lazily loaded modules. */
export const measurePage = (routeSources) => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const seen = new Set();
  closure(manifest, 'index.html', seen);
  const missing = [];
  for (const source of routeSources) {
    if (manifest[source]) closure(manifest, source, seen);
    else missing.push(source);
  }
  let js = 0;
  let css = 0;
  const files = new Set();
  for (const key of seen) {
    files.add(manifest[key].file);
    for (const c of manifest[key].css ?? []) files.add(c);
  }
  for (const file of files) {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return { jsKb: js / 1024, cssKb: css / 1024, missing };
};
