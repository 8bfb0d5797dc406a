import { useParams } from 'react-router';
import { CardForm } from '@/features/checkout/components/card-form';
import { StripeEmbeddedCheckout } from '@/features/checkout/stripe-embedded';
import { PublicInvoicePage } from '@/features/invoicing/public/components/public-invoice';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /invoice/:token — the LLC's customer opens it from the e-mail, signed in or not (issue 21).
 * The card form and Stripe's Embedded Checkout are the checkout's: app/ combines the features.
 */
export const InvoicePublicRoute = () => {
  usePageTitle('Invoice');
  const { token = '' } = useParams();
  return (
    <PublicInvoicePage
      token={token}
      renderCardForm={(props) => <CardForm {...props} />}
      renderStripe={(props) => <StripeEmbeddedCheckout {...props} />}
    />
  );
};
