import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { TForm5472Summary } from '@charterline/shared/schemas/accounting';
import { placedTexts, textLines } from '../../../../test/pdf-glyphs';
import { FORM_5472_PDF_MAX_ROWS, form5472Pdf } from './form-5472-pdf';

describe('the Form 5472 PDF', () => {
  it('lists at most its bound of transactions and says how many more there are (issue 33)', async () => {
    const count = FORM_5472_PDF_MAX_ROWS + 250;
    const summary: TForm5472Summary = {
      year: 2026,
      company: { name: 'Nube Clara LLC', ein: null },
      owners: [{ name: 'Ana Ruiz', country: 'ES' }],
      lines: [
        {
          kind: 'contribution',
          label: 'Capital contributed by the owner',
          totals: [{ currency: 'USD', amount: count * 100 }],
          count,
        },
      ],
      transactions: Array.from({ length: count }, (_, i) => ({
        id: String(i),
        date: '2026-03-02',
        description: `Transfer number ${i + 1} from the owner`,
        amount: 100,
        currency: 'USD',
        kind: 'contribution' as const,
        categoryName: 'Owner contributions',
      })),
      uncategorisedInYear: 0,
    };
    const bytes = await form5472Pdf(summary, new Date('2026-12-31T00:00:00Z'));
    const text = textLines(await placedTexts(bytes)).join('\n');
    expect(text).toContain(`Transfer number ${FORM_5472_PDF_MAX_ROWS} from the owner`);
    expect(text).not.toContain(`Transfer number ${FORM_5472_PDF_MAX_ROWS + 1} from the owner`);
    expect(text).toContain('and 250 more transactions with the owner');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeLessThan(25);
  }, 120_000);
});
