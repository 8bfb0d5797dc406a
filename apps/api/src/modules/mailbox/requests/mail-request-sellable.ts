import type { TSellable } from '../../payments';
import { linkPaidMailRequest } from './link-paid-mail-request';
import { assertMailRequestCheckout, mailRequestIdOf } from './mail-request-checkout';

/**
 * A letter's forwarding or unlock, paid through the checkout (issue 23): the basket is exactly
 * its one product; once paid, the request is made with the order's service.
 */
export const mailRequestSellable: TSellable = {
  name: 'mail-request',
  price: async (db, input) => {
    const requestId = mailRequestIdOf(input.metadata);
    if (!requestId) return null;
    await assertMailRequestCheckout(db, { ...input, requestId });
    return { lines: input.lines, extra: [] };
  },
  fulfil: (tx, paid) => linkPaidMailRequest(tx, paid),
};
