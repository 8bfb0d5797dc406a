import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { faceFor, fontkit } from './font-faces';
import { splitRuns } from './text-runs';
import { woffToSfnt } from './woff-to-sfnt';

const require = createRequire(import.meta.url);
const arabicWoff = () =>
  readFileSync(
    require.resolve('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff'),
  );

const subsetOf = async (bytes: Buffer, glyphs: number[]) => {
  const font = fontkit.create(bytes);
  const subset = font.createSubset();
  for (const id of glyphs) subset.includeGlyph(id);
  const parts: Uint8Array[] = [];
  await new Promise<void>((resolve) => {
    const stream = subset.encodeStream() as unknown as {
      on: (e: string, f: (b?: Uint8Array) => void) => typeof stream;
    };
    stream.on('data', (b) => b && parts.push(b)).on('end', () => resolve());
  });
  return { font, sub: fontkit.create(Buffer.concat(parts)) };
};

describe('the fonts of our PDFs', () => {
  it('unwraps WOFF so that fontkit subsets glyphs of odd length intact', async () => {
    const bytes = woffToSfnt(arabicWoff());
    const font = fontkit.create(bytes);
    const glyphs = font.layout('شركة النور').glyphs.map((g) => g.id);
    const { sub } = await subsetOf(bytes, glyphs);
    // Subset glyph i + 1 is glyph glyphs[i] (0 is .notdef); each keeps its outline.
    glyphs.forEach((id, i) => {
      expect(sub.getGlyph(i + 1).path.toSVG()).toBe(font.getGlyph(id).path.toSVG());
    });
    expect(() => woffToSfnt(Buffer.from('not a font at all'))).toThrow('WOFF');
  });

  it('picks Noto Sans, Noto Sans Arabic or a Noto Sans SC slice per character', () => {
    const family = (ch: string) =>
      faceFor(ch.codePointAt(0) ?? 0, 400)?.file.match(/@fontsource\/([a-z-]+)\//)?.[1];
    expect(['A', 'Ж', 'Ω', 'ệ', '€'].map(family)).toEqual(Array(5).fill('noto-sans'));
    expect(family('ش')).toBe('noto-sans-arabic');
    expect(['株', 'あ', 'ア'].map(family)).toEqual(Array(3).fill('noto-sans-sc'));
    expect(faceFor(0x1f600, 400)).toBeNull(); // an emoji: no font has it
  });

  it('splits text into runs, keeping an Arabic phrase whole and its trailing space apart', () => {
    const runs = splitRuns('Nube 株式会社 شركة النور LLC😀', 400).map((r) => r.text);
    expect(runs).toEqual(['Nube ', '株式会社 ', 'شركة النور', ' ', 'LLC?']);
  });
});
