import { bookInvoicePayment } from '../modules/accounting/invoice-payments-in-books';
import { changeSellable } from '../modules/company-changes/change-sellable';
import { onInvoicePaymentRecorded } from '../modules/invoicing/invoice-payment-listeners';
import { mailRequestSellable } from '../modules/mailbox/requests/mail-request-sellable';
import { registerSellable } from '../modules/payments/sellables';
import { phoneSellable } from '../modules/phone/fulfil-phone-products';

/**
 * Where one area's event reaches another without the first naming it (decision 0192):
 * - what the areas sell through the one checkout, in the order a paid order is fulfilled;
 * - the books taking each invoice payment as income, in its transaction (decision 0148).
 * Wired when this module is first imported: by the app (composition/routes.ts) and by the jobs
 * (composition/jobs.ts: the reconciliation fulfils paid sessions). Registering is idempotent.
 */
export const wireAreas = (): void => {
  registerSellable(changeSellable);
  registerSellable(mailRequestSellable);
  registerSellable(phoneSellable);
  onInvoicePaymentRecorded('accounting', bookInvoicePayment);
};

wireAreas();
