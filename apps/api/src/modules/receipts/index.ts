/**
 * Our receipts (INV-…) to customers for what they paid us, as PDFs.
 *
 * The area's public entry (decision 0192): what other areas may use. They import this file,
 * never the area's other files.
 */
export { findBillingAddress, insertReceipt } from './receipts.repository';
