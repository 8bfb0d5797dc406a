/**
 * Saves a file fetched with apiDownload under a name: a link to an object URL, clicked.
 * Shared by every file the app saves: exports (invoices, transactions, reports) and documents.
 */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser reads the file after click() returns: the URL lives on a while.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
