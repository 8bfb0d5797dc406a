import type { TSellable } from '../payments';
import {
  changeCheckoutLines,
  changeIdOf,
  linkPaidChange,
  nameChangeLines,
} from './change-checkout';

/**
 * A change of the company, paid through the checkout (issue 20): the basket is exactly its
 * items plus the state's fee; once paid, the change is in progress with its service.
 */
export const changeSellable: TSellable = {
  name: 'company-change',
  price: async (db, input) => {
    const changeId = changeIdOf(input.metadata);
    if (!changeId) return null;
    const extra = await changeCheckoutLines(db, { ...input, changeId });
    const lines = await nameChangeLines(db, {
      companyId: input.companyId,
      changeId,
      lines: input.lines,
    });
    return { lines, extra };
  },
  fulfil: (tx, paid) => linkPaidChange(tx, paid),
};
