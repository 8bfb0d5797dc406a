import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const findUp = (start: string, found: (dir: string) => boolean): string | undefined => {
  let dir = start;
  for (;;) {
    if (found(dir)) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
};

const readName = (dir: string): string | undefined => {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name;
};

const here = dirname(fileURLToPath(import.meta.url));

/** The apps/api folder, whether running from src (tsx, vitest) or from the dist bundle. */
export const apiRoot =
  findUp(here, (dir) => readName(dir) === '@charterline/api') ?? resolve(here, '..');

/** The repository root (the workspace that lists apps/*). */
export const repoRoot = resolve(apiRoot, '..', '..');

export const migrationsDir = join(apiRoot, 'drizzle');
export const webDistDir = join(repoRoot, 'apps', 'web', 'dist');
