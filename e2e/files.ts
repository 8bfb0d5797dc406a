import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const dir = mkdtempSync(join(tmpdir(), 'e2e-files-'));

/**
 * A one-page PDF with one line of text, written to a file of its own (`name`): a filed
 * statement staff attach, a fax confirmation or a bank letter a founder keeps.
 */
export const onePagePdf = async (name: string, line: string): Promise<string> => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([400, 300]).drawText(line, { x: 20, y: 150, size: 12, font });
  const path = join(dir, name);
  writeFileSync(path, await doc.save());
  return path;
};
