import { apiDownload } from '@/lib/api-client';

/** Opens a receipt or invoice PDF in a new tab (the tab opens at once: no pop-up blocker). */
export const openPdf = async (kind: 'receipt' | 'invoice', id: string): Promise<void> => {
  const win = window.open('', '_blank');
  const blob = await apiDownload(`/client/company/v7/${kind}/${id}/download`).catch(() => null);
  if (!blob) {
    win?.close();
    throw new Error('The document could not be downloaded. Please try again.');
  }
  const url = URL.createObjectURL(blob);
  if (win) win.location.href = url;
  else window.location.href = url;
};
