import { inflateSync } from 'node:zlib';

type TTable = { tag: string; data: Buffer };

const tableChecksum = (data: Buffer): number => {
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) {
    sum =
      (sum +
        ((data[i] ?? 0) << 24) +
        ((data[i + 1] ?? 0) << 16) +
        ((data[i + 2] ?? 0) << 8) +
        (data[i + 3] ?? 0)) >>>
      0;
  }
  return sum;
};

/**
 * Every glyph padded to four bytes and `loca` written in its long form. fontkit's subsetter
 * (the one pdf-lib uses) copies each glyph's bytes as they are and writes a short `loca`
 * (offsets halved) whenever the subset is small, so one glyph of odd length shifts every
 * glyph after it and they render blank; the Google Fonts files ship many such glyphs.
 */
const padGlyphs = (tables: Map<string, Buffer>): void => {
  const head = tables.get('head');
  const loca = tables.get('loca');
  const glyf = tables.get('glyf');
  const maxp = tables.get('maxp');
  if (!head || !loca || !glyf || !maxp) return; // CFF outlines: nothing to pad
  const numGlyphs = maxp.readUInt16BE(4);
  const long = head.readInt16BE(50) === 1;
  const offset = (i: number) => (long ? loca.readUInt32BE(i * 4) : loca.readUInt16BE(i * 2) * 2);
  const glyphs: Buffer[] = [];
  const newLoca = Buffer.alloc((numGlyphs + 1) * 4);
  let at = 0;
  for (let i = 0; i < numGlyphs; i += 1) {
    const glyph = glyf.subarray(offset(i), offset(i + 1));
    const padded = Buffer.alloc((glyph.length + 3) & ~3);
    glyph.copy(padded);
    newLoca.writeUInt32BE(at, i * 4);
    glyphs.push(padded);
    at += padded.length;
  }
  newLoca.writeUInt32BE(at, numGlyphs * 4);
  const newHead = Buffer.from(head);
  newHead.writeInt16BE(1, 50);
  tables.set('head', newHead).set('loca', newLoca).set('glyf', Buffer.concat(glyphs));
};

/**
 * The TrueType/OpenType font a WOFF 1.0 file wraps (pdf-lib embeds sfnt fonts; fontkit reads
 * WOFF but its subsets of WOFF2 fail), with its glyphs padded for fontkit's subsetter.
 */
export const woffToSfnt = (woff: Buffer): Buffer => {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const read = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    const entry = 44 + i * 20;
    const tag = woff.toString('latin1', entry, entry + 4);
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compressed);
    read.set(tag, compressed < length ? inflateSync(raw) : raw);
  }
  padGlyphs(read);
  const tables: TTable[] = [...read]
    .map(([tag, data]) => ({ tag, data }))
    .sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const bodies: Buffer[] = [];
  let at = header.length;
  tables.forEach(({ tag, data }, i) => {
    const padded = Buffer.alloc((data.length + 3) & ~3);
    data.copy(padded);
    const record = 12 + i * 16;
    header.write(tag, record, 'latin1');
    header.writeUInt32BE(tableChecksum(padded), record + 4);
    header.writeUInt32BE(at, record + 8);
    header.writeUInt32BE(data.length, record + 12);
    bodies.push(padded);
    at += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
};
