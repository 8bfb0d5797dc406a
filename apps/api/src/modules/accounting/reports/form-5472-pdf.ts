import { formatDate } from '@charterline/shared/format';
import { FORM_5472_LABELS, type TForm5472Summary } from '@charterline/shared/schemas/accounting';
import { A4_PORTRAIT, amountText, MUTED, reportCanvas } from './report-pdf-canvas';

const NOTE =
  'This summary lists what the books categorise as transactions between the company and its ' +
  'foreign owner (a "reportable transaction" of a foreign-owned U.S. disregarded entity). It is ' +
  'a working paper for the preparer, not the return: the mapping of each line to Form 5472 ' +
  'Part IV and Part V must be confirmed by the preparer, and the pro forma Form 1120 that ' +
  'accompanies it is not produced here.';

/**
 * Issue 33: the most transactions the PDF lists one by one (about 40 pages); the line totals
 * count every transaction, and a line under the table says how many more there are.
 */
export const FORM_5472_PDF_MAX_ROWS = 1_000;

/** The Form 5472 working paper: the company, the owner(s), the lines and every transaction. */
export const form5472Pdf = async (
  summary: TForm5472Summary,
  generatedAt: Date,
): Promise<Buffer> => {
  const c = await reportCanvas({
    title: `Form 5472 — reportable transactions with the foreign owner, tax year ${summary.year}`,
    size: A4_PORTRAIT,
    generatedAt,
  });
  const owners = summary.owners
    .map((o) => (o.country ? `${o.name} (${o.country})` : o.name))
    .join(', ');
  let y = await c.header(summary.company.name, [
    `EIN: ${summary.company.ein ?? 'not on file'}`,
    `Owner${summary.owners.length === 1 ? '' : 's'} of record: ${owners || 'none on file'}`,
    `Tax year: January 1 – December 31, ${summary.year}`,
  ]);
  const wide = c.right - c.left;
  y = await c.table(
    y,
    [
      { label: 'Line', width: wide - 170 },
      { label: 'Transactions', width: 70 },
      { label: 'Total', width: 100 },
    ],
    summary.lines.flatMap((l) =>
      l.totals.length === 0
        ? [{ cells: [l.label, '0', '—'] }]
        : l.totals.map((t) => ({
            cells: [l.label, String(l.count), `${t.currency} ${amountText(t.amount, t.currency)}`],
          })),
    ),
  );
  y = c.room(y - 12, 40);
  await c.text('Transactions', c.left, y, { size: 11, bold: true });
  y -= 18;
  y =
    summary.transactions.length === 0
      ? await c.block('No transaction with the owner is categorised in this year.', y, {
          color: MUTED,
        })
      : await c.table(
          y,
          [
            { label: 'Date and description', width: wide - 300 },
            { label: 'Line', width: 190, align: 'left' },
            { label: 'Amount', width: 110 },
          ],
          summary.transactions.slice(0, FORM_5472_PDF_MAX_ROWS).map((t) => ({
            cells: [
              `${formatDate(t.date)}  ${t.description}`,
              FORM_5472_LABELS[t.kind],
              `${t.currency} ${amountText(t.amount, t.currency)}`,
            ],
          })),
        );
  const more = summary.transactions.length - FORM_5472_PDF_MAX_ROWS;
  if (more > 0) {
    y = c.room(y - 10, 30);
    y = await c.block(
      `… and ${more} more transaction${more === 1 ? '' : 's'} with the owner, not listed here (the totals above count every one): the books list them all.`,
      y,
      { size: 8.5, bold: true },
    );
  }
  if (summary.uncategorisedInYear > 0) {
    y = c.room(y - 10, 30);
    y = await c.block(
      `${summary.uncategorisedInYear} transaction${summary.uncategorisedInYear === 1 ? ' is' : 's are'} still uncategorised in ${summary.year}: some may be transactions with the owner.`,
      y,
      { size: 8.5 },
    );
  }
  y = c.room(y - 12, 70);
  await c.block(NOTE, y, { size: 8, color: MUTED });
  return c.finish();
};

// The PDF pool renders it off the event loop (lib/pdf-pool.ts).
declare module '../../../lib/pdf-pool' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface PdfRenderers {
    form5472: typeof form5472Pdf;
  }
}
