import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { apiRoot } from '../lib/paths';

// A fresh PGlite data directory costs ~2 s of initdb in WASM, most of a first `npm start`
// (issue 8: start < 3 s). The build keeps an initialised, empty cluster of the installed
// PGlite version (apps/api/build.mjs); a new data directory starts from a copy of it.
// The file is named by that version, so after an upgrade without a build it is not used.

/** The installed PGlite's version, or null when it cannot be read. */
export const installedPgliteVersion = (): string | null => {
  try {
    let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    for (;;) {
      const file = join(dir, 'package.json');
      if (existsSync(file)) {
        const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
        if (pkg.name === '@electric-sql/pglite') return pkg.version ?? null;
      }
      const parent = dirname(dir);
      if (parent === dir) return null;
      dir = parent;
    }
  } catch {
    return null;
  }
};

export const pgliteTemplateFile = (version: string): string =>
  join(apiRoot, 'dist', `pglite-template-${version}.tar.gz`);

/** The template for a data directory that has no cluster yet, if the build made one. */
export const pgliteTemplateFor = (clusterDir: string): Blob | undefined => {
  if (existsSync(join(clusterDir, 'PG_VERSION'))) return undefined;
  const version = installedPgliteVersion();
  const file = version ? pgliteTemplateFile(version) : null;
  return file && existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
};
