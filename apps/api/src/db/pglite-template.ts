import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { apiRoot } from '../config/paths';

// A fresh PGlite data directory costs ~2 s of initdb in WASM, most of a first `npm start`
// (issue 8: start < 3 s). The build keeps an initialised, empty, cleanly shut down cluster
// of the installed PGlite version (apps/api/build.mjs); a new data directory starts as a
// copy of it. Copied by Node (≈ 0.2 s for its 1,000 files), not loaded through PGlite's
// `loadDataDir`, which writes each file through the WASM file system (≈ 1.1 s, issue 8's
// start profile). The directory is named by the version, so after an upgrade without a
// build it is not used.

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

export const pgliteTemplateDir = (version: string): string =>
  join(apiRoot, 'dist', `pglite-template-${version}`);

/**
 * Makes `clusterDir` a copy of `templateDir` (by default the build's for the installed
 * PGlite) when it has no cluster yet (missing or empty),
 * whole or not at all: the copy is made beside it and renamed into place, so a start
 * stopped half-way leaves no half cluster. Anything else in `clusterDir` is left to
 * PGlite. Returns whether it copied.
 */
export const startFromTemplate = (clusterDir: string, templateDir?: string | null): boolean => {
  // An existing cluster is the common case: settled before the template is looked for.
  if (existsSync(clusterDir) && readdirSync(clusterDir).length > 0) return false;
  const template = templateDir === undefined ? templateForInstalledPglite() : templateDir;
  if (!template || !existsSync(join(template, 'PG_VERSION'))) return false;
  if (existsSync(clusterDir)) rmdirSync(clusterDir);
  const partial = `${clusterDir}.copying-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(template, partial, { recursive: true });
  renameSync(partial, clusterDir);
  return true;
};

const templateForInstalledPglite = (): string | null => {
  const version = installedPgliteVersion();
  return version ? pgliteTemplateDir(version) : null;
};
