// The PDF renderers, run in a worker thread of the PDF pool (lib/pdf-pool.ts): a long render
// (an invoice of a hundred long lines, a year of transactions) never holds the event loop.
// A build entry of its own (build.mjs): dist/pdf-worker.js beside the server. The composition
// root's: it names each area's renderer, as the areas declared them in lib/pdf-pool's
// PdfRenderers.
import { form5472Pdf } from '../modules/accounting/reports/form-5472-pdf';
import { pnlPdf } from '../modules/accounting/reports/pnl-pdf';
import { renderOperatingAgreementPdf } from '../modules/documents/operating-agreement-pdf';
import { renderCreditNotePdf, renderInvoicePdf } from '../modules/invoicing/pdf/invoice-pdf';
import { renderReceiptPdf } from '../modules/receipts/receipt-pdf';

import type { PdfRenderers, TPdfTask } from '../lib/pdf-pool';

export const pdfRenderers: PdfRenderers = {
  invoice: renderInvoicePdf,
  creditNote: renderCreditNotePdf,
  receipt: renderReceiptPdf,
  operatingAgreement: renderOperatingAgreementPdf,
  pnl: pnlPdf,
  form5472: form5472Pdf,
};

/** One render (what the pool sends): the PDF's bytes. */
export const renderPdfTask = (task: TPdfTask): Promise<Uint8Array> =>
  (pdfRenderers[task.kind] as (...args: unknown[]) => Promise<Uint8Array>)(...task.args);

export default renderPdfTask;
