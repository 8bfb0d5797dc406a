// `npm run docs:map`: writes the README's map of the code (between `<!-- map:start -->` and
// `<!-- map:end -->`) from the tree, so the map cannot fall behind it: one line per API area
// (apps/api/src/modules/*), web feature (apps/web/src/features/*) and top-level entry of the
// contract (packages/shared/src/*). Each line is the first sentence of the doc comment of the
// entry's entry file: `index.ts` for an API area; without one, its routes file, else its first
// file that has a doc comment (and a warning). `--check` writes nothing and exits 1 when the
// README's map differs from the tree's.
import './node-24.mjs';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const README = join(ROOT, 'README.md');
const START = '<!-- map:start -->';
const END = '<!-- map:end -->';

const isSource = (name) =>
  /\.(ts|tsx|mjs)$/.test(name) && !/\.(test|d|e2e)\.[a-z]+$|fixtures|test-|mock/.test(name);
const sorted = (names) => [...names].sort((a, b) => a.localeCompare(b));
const entriesOf = (dir) => sorted(readdirSync(dir));
const isDir = (path) => statSync(path).isDirectory();

/**
 * What a file says it is: the `//` lines that open it, else the first doc comment (`/** … *\/`)
 * that stands just before an export, else its first doc comment.
 */
const docCommentOf = (path) => {
  if (!existsSync(path)) return null;
  const text = readFileSync(path, 'utf8');
  const header = text.match(/^(?:\/\/[^\n]*\n)+/);
  if (header) return header[0].replace(/^\/\/ ?/gm, '');
  const exported = text.match(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*\nexport /);
  const block = exported ?? text.match(/\/\*\*([\s\S]*?)\*\//);
  return block ? block[1].replace(/^\s*\* ?/gm, '') : null;
};

/** The first sentence of a doc comment's first paragraph, on one line. */
const firstSentence = (comment) => {
  const paragraph = comment.trim().split(/\n\s*\n|\n\s*@/)[0] ?? '';
  const line = paragraph.replace(/\s+/g, ' ').trim();
  const end = line.search(/[.;] (?=[A-Z`("'])|[.;]$/);
  return (end === -1 ? line : line.slice(0, end)).replace(/[.:;,]$/, '').trim() || null;
};

const describe = (path) => {
  const comment = docCommentOf(path);
  return comment === null ? null : firstSentence(comment);
};

/** The first file (this folder's, then its subfolders') whose doc comment says something. */
const firstDescribed = (dir) => {
  const names = entriesOf(dir);
  for (const name of names.filter((n) => !isDir(join(dir, n)) && isSource(n))) {
    const line = describe(join(dir, name));
    if (line) return { line, from: name };
  }
  for (const name of names.filter((n) => isDir(join(dir, n)))) {
    const found = firstDescribed(join(dir, name));
    if (found) return { line: found.line, from: `${name}/${found.from}` };
  }
  return null;
};

/** One folder: its entry file's description, else the candidates in order. */
const describeFolder = (dir, candidates) => {
  for (const name of candidates) {
    const line = describe(join(dir, name));
    if (line) return { line, from: name };
  }
  return firstDescribed(dir);
};

/** Entries described by a fallback or not at all, by what is missing (printed as warnings). */
const missing = {
  'API areas without an index.ts doc comment': [],
  'web features without an entry file doc comment': [],
  'entries without any description': [],
};
const fallback = (group, name, found) =>
  missing[group].push(`${name} (${found ? found.from : 'none'})`);

const apiAreas = () => {
  const dir = join(ROOT, 'apps/api/src/modules');
  return entriesOf(dir)
    .filter((m) => isDir(join(dir, m)))
    .map((m) => {
      const routes = entriesOf(join(dir, m)).filter((n) => n.endsWith('.routes.ts'));
      const found = describeFolder(join(dir, m), ['index.ts', `${m}.routes.ts`, ...routes]);
      if (found?.from !== 'index.ts')
        fallback('API areas without an index.ts doc comment', m, found);
      return { name: m, found };
    });
};

const webFeatures = () => {
  const dir = join(ROOT, 'apps/web/src/features');
  return entriesOf(dir)
    .filter((f) => isDir(join(dir, f)))
    .map((f) => {
      const entries = ['index.ts', 'index.tsx', `${f}.tsx`, `${f}.ts`, `components/${f}.tsx`];
      const found = describeFolder(join(dir, f), entries);
      if (!entries.includes(found?.from ?? '')) {
        fallback('web features without an entry file doc comment', f, found);
      }
      return { name: f, found };
    });
};

const sharedEntries = () => {
  const dir = join(ROOT, 'packages/shared/src');
  return entriesOf(dir)
    .filter((n) => isDir(join(dir, n)) || isSource(n))
    .map((n) => {
      if (!isDir(join(dir, n))) return { name: n, found: describeFolder(dir, [n]) };
      const index = describe(join(dir, n, 'index.ts'));
      const files = entriesOf(join(dir, n))
        .filter(isSource)
        .map((f) => f.replace(/\.[a-z]+$/, ''));
      const line = index ?? `${files.join(', ')}`;
      return { name: `${n}/`, found: { line, from: index ? 'index.ts' : 'file names' } };
    });
};

const lines = (items, where) =>
  items.map(({ name, found }) => {
    if (!found) missing['entries without any description'].push(`${where} ${name}`);
    return `- \`${name}\` — ${found?.line ?? '(no description yet)'}`;
  });

const map = async () => {
  const text = [
    START,
    "<!-- Written by `npm run docs:map` from the tree and each entry file's doc comment: edit those, not these lines. -->",
    '',
    '**API areas** (`apps/api/src/modules/<area>/`, public entry `index.ts`):',
    '',
    ...lines(apiAreas(), 'api'),
    '',
    '**Web features** (`apps/web/src/features/<feature>/`):',
    '',
    ...lines(webFeatures(), 'web'),
    '',
    '**Contract** (`packages/shared/src/`):',
    '',
    ...lines(sharedEntries(), 'shared'),
    '',
    END,
  ].join('\n');
  const options = (await prettier.resolveConfig(README)) ?? {};
  return (await prettier.format(text, { ...options, parser: 'markdown' })).trimEnd();
};

const readme = readFileSync(README, 'utf8');
const start = readme.indexOf(START);
const end = readme.indexOf(END);
if (start === -1 || end < start) {
  console.error(`readme-map: README.md needs the markers ${START} and ${END}`);
  process.exit(1);
}
const next = readme.slice(0, start) + (await map()) + readme.slice(end + END.length);
for (const [what, names] of Object.entries(missing)) {
  if (names.length)
    console.warn(`readme-map: warning: ${names.length} ${what}: ${names.join(', ')}`);
}

if (process.argv.includes('--check')) {
  if (next !== readme) {
    console.error("readme-map: the README's map is out of date: run `npm run docs:map`");
    process.exit(1);
  }
  console.log("readme-map: the README's map is up to date");
} else if (next !== readme) {
  writeFileSync(README, next);
  console.log('readme-map: README.md map written');
} else {
  console.log('readme-map: README.md map already up to date');
}
