import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
// fontkit's Indic shaper (Devanagari, in Noto Sans) is a transpiled generator that needs this
// global: without it a Devanagari name throws "regeneratorRuntime is not defined".
import 'regenerator-runtime/runtime.js';
import * as fontkitModule from '@pdf-lib/fontkit';
import type { Font } from '@pdf-lib/fontkit';
import { woffToSfnt } from './woff-to-sfnt';

export type TWeight = 400 | 700;

/** One file of a @fontsource package: a slice of a family with the code points it covers. */
export type TFace = {
  file: string;
  ranges: [number, number][];
  /** The sfnt bytes pdf-lib embeds and the fontkit font we lay text out with (read once). */
  load: () => { bytes: Buffer; font: Font };
};

// In the order they are tried: Noto Sans for Latin, Cyrillic, Greek and Vietnamese, then
// Arabic, then the CJK slices of Noto Sans SC (Chinese, Japanese kana, Korean Hangul).
const FAMILIES = ['noto-sans', 'noto-sans-arabic', 'noto-sans-sc'];

const require = createRequire(import.meta.url);

/** fontkit is CommonJS (UMD): imported from ESM, its exports arrive as `default`. */
export const fontkit =
  (fontkitModule as unknown as { default?: typeof fontkitModule }).default ?? fontkitModule;

const parseRanges = (css: string): [number, number][] =>
  css.split(',').map((part) => {
    const [from = '0', to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to ?? from, 16)];
  });

const loader = (file: string) => {
  let loaded: { bytes: Buffer; font: Font } | undefined;
  return () => {
    if (!loaded) {
      const bytes = woffToSfnt(readFileSync(file));
      loaded = { bytes, font: fontkit.create(bytes) };
    }
    return loaded;
  };
};

const facesOf = (family: string, weight: TWeight): TFace[] => {
  const dir = dirname(require.resolve(`@fontsource/${family}/package.json`));
  const meta = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8')) as {
    defSubset: string;
  };
  const subsets = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  return Object.entries(subsets)
    .sort(([a], [b]) => Number(b === meta.defSubset) - Number(a === meta.defSubset))
    .map(([subset, ranges]) => {
      const file = join(
        dir,
        'files',
        `${family}-${subset.replace(/[[\]]/g, '')}-${weight}-normal.woff`,
      );
      return { file, ranges: parseRanges(ranges), load: loader(file) };
    });
};

const faces = new Map<TWeight, TFace[]>();
const chosen = new Map<string, TFace | null>();

/** The first face that has a glyph for the code point, or null when no font has one. */
export const faceFor = (codePoint: number, weight: TWeight): TFace | null => {
  const key = `${weight}:${codePoint}`;
  const known = chosen.get(key);
  if (known !== undefined) return known;
  let list = faces.get(weight);
  if (!list) {
    list = FAMILIES.flatMap((family) => facesOf(family, weight));
    faces.set(weight, list);
  }
  const face =
    list.find(
      (f) =>
        f.ranges.some(([from, to]) => codePoint >= from && codePoint <= to) &&
        f.load().font.hasGlyphForCodePoint(codePoint),
    ) ?? null;
  chosen.set(key, face);
  return face;
};
