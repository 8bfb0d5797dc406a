import { UpdateCardButton } from '@/features/payment-method/update-card-button';
import { BillingAddressForm } from '@/features/billing/billing-address-form';

/** Billing's Payment method: the card renewals are charged to, and the billing address. */
export const PaymentPanel = () => (
  <div className="space-y-6">
    <section aria-labelledby="card-heading" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="card-heading" className="text-lg font-semibold">
        Card for renewals
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-600">Yearly renewals are charged to this card.</p>
      <UpdateCardButton />
    </section>
    <section
      aria-labelledby="address-heading"
      className="rounded-2xl bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="address-heading" className="text-lg font-semibold">
        Billing address
      </h2>
      <p className="mt-1 text-sm text-slate-600">Printed on your receipts and invoices.</p>
      <BillingAddressForm />
    </section>
  </div>
);
