import { Mailbox } from 'lucide-react';
import { formatMoney } from '@charterline/shared/format';
import { EmptyState } from '@/components/ui/empty-state';
import { useOffers } from '@/features/billing/api/get-offers';
import { CheckoutButton } from '@/features/checkout/checkout-dialog';

/** The product that gives the company its mailbox (decision 0154). */
export const MAILING_ADDRESS_PRODUCT = 'mailing-address';

/** No mailbox yet: what the address is for, its price and the checkout that buys it. */
export const MailboxOffer = () => {
  const offers = useOffers();
  const product = offers.data?.find(
    (o) => o.product.productKey === MAILING_ADDRESS_PRODUCT,
  )?.product;
  const price = product
    ? ` for ${formatMoney(product.price)}${product.interval === 'year' ? ' a year' : ''}`
    : '';
  return (
    <EmptyState
      icon={<Mailbox size={28} aria-hidden="true" />}
      title="Get a US mailing address for your company"
      text={`A street address in the US where the IRS, your state, your bank and your customers can write to your company${price}. We scan every envelope the day it arrives; you decide what we open, forward, shred or keep for you.`}
      action={
        <CheckoutButton
          items={[MAILING_ADDRESS_PRODUCT]}
          label="Add a US mailing address"
          title="US mailing address"
          // No refresh on success: it would swap this offer (and the checkout's dialog) for
          // the mailbox under the success message; the checkout returns to this page.
        />
      }
    />
  );
};
