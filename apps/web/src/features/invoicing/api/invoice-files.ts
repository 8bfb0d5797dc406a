import { apiDownload } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { toast } from '@/lib/toast';
import { INVOICES_PATH, invoiceFilterParams, invoicePath, type TInvoiceQuery } from './invoices';

const show = (blob: Blob, target: Window | null) => {
  const url = URL.createObjectURL(blob);
  if (target) target.location.href = url;
  else window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/**
 * Opens a PDF (the token goes in a header, so not a plain link): a tab is opened at the click
 * (a pop-up blocker allows that) and shows the file once it has arrived.
 */
const openPdf = async (path: string, failure: string): Promise<void> => {
  const target = window.open('', '_blank');
  const blob = await apiDownload(path).catch(() => null);
  if (!blob) {
    target?.close();
    toast.error(failure);
    return;
  }
  show(blob, target);
};

const PDF_FAILED = 'The PDF could not be opened. Please try again.';
const invoicePdfPath = (id: string) => `${invoicePath(id)}/pdf?inline=1`;

/** The invoice's PDF (a draft's says DRAFT). */
export const previewInvoicePdf = (id: string): Promise<void> =>
  openPdf(invoicePdfPath(id), PDF_FAILED);

/**
 * The editor's preview: the PDF of the draft just saved, in `tab`, the tab the click opened
 * before the save; without one (a pop-up blocker) this page goes to it. A failure is thrown
 * in words, for the editor to say next to its buttons.
 */
export const showInvoicePdf = async (tab: Window | null, id: string): Promise<void> => {
  const blob = await apiDownload(invoicePdfPath(id)).catch(() => null);
  if (!blob) {
    tab?.close();
    throw new Error(PDF_FAILED);
  }
  show(blob, tab ?? window);
};

export const openCreditNotePdf = (id: string): Promise<void> =>
  openPdf(
    `/client/company/v7/credit-notes/${encodeURIComponent(id)}/pdf`,
    'The credit note could not be opened. Please try again.',
  );

/** Every invoice matching the filters (not only the page shown), as a CSV file. */
export const exportInvoicesCsv = async (query: TInvoiceQuery, today: string): Promise<void> => {
  const params = invoiceFilterParams(query).toString();
  const blob = await apiDownload(`${INVOICES_PATH}/export.csv${params ? `?${params}` : ''}`).catch(
    () => null,
  );
  if (!blob) {
    toast.error('The export could not be downloaded. Please try again.');
    return;
  }
  saveBlob(blob, `invoices-${today}.csv`);
};
