import { FileText } from 'lucide-react';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { PlaceholderPage } from '@/components/layouts/placeholder-page';
import { PageSkeleton } from '@/components/ui/skeleton';
import { createCheckoutSession } from '@/features/checkout/api/create-checkout-session';
import { useCompanyDetails } from '@/features/formation/api/get-company-details';
import { CustomersPanel } from '@/features/invoicing/components/customers-panel';
import { InvoicesPanel } from '@/features/invoicing/components/invoices-panel';
import {
  InvoicingTabs,
  invoicingPanelId,
  invoicingTabId,
  invoicingTabOf,
  type TInvoicingTab,
} from '@/features/invoicing/components/invoicing-tabs';
import { LoadFailed } from '@/components/ui/load-states';
import { useInvoiceSettings } from '@/features/invoicing/api/settings';
import { SettingsPanel } from '@/features/invoicing/components/settings-panel';
import { TurnOnFeature } from '@/features/services/components/turn-on-feature';
import { usePageTitle } from '@/lib/use-page-title';

/** The product that turns card payments on (decision 0140): $0, a free feature (issue 36). */
const CARD_PAYMENTS_PRODUCT = 'invoicing-payments';

const NOT_FORMED = {
  heading: 'Send your first invoice',
  text: 'Create invoices in USD, share a payment link and see what your customers owe. Invoicing opens once your company is formed.',
  action: { to: '/dashboard/onboarding', label: 'Continue onboarding' },
};

/** An LLC formed elsewhere whose details our team has not verified yet (decision 0175). */
const NOT_VERIFIED = {
  heading: 'Send your first invoice',
  text: 'Create invoices in USD, share a payment link and see what your customers owe. Invoicing opens once our team has verified your LLC’s details: its name, state and state file number.',
  action: { to: '/dashboard/onboarding/bring-your-llc', label: 'Check your LLC’s details' },
};

/**
 * What turning card payments on means (issue 36, minor): our fee (none), the processor's,
 * where the money goes and where payments show (decision 0142: Stripe Connect, destination
 * charges to the LLC's own Express account; the local provider moves no money).
 */
const CardPaymentsTerms = () => {
  const stripe = useInvoiceSettings().data?.cardPayments.provider === 'stripe';
  return (
    <>
      <p className="font-medium text-slate-900">
        Free to turn on: we take no fee from your payments.
      </p>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          <strong>Card fees</strong>:{' '}
          {stripe
            ? 'Stripe, the card processor, takes its standard fee from each payment; you see it in your Stripe account.'
            : 'this account uses the test card processor: no real money moves and no fee is taken.'}
        </li>
        <li>
          <strong>Payouts</strong>:{' '}
          {stripe
            ? "each payment goes to your LLC's own Stripe account (you connect it next), and Stripe pays it out to the bank account you give it."
            : 'each payment is recorded as paid on the invoice it pays.'}
        </li>
        <li>
          <strong>Where to see them</strong>: each payment shows on its invoice and in Invoicing,
          and we e-mail you when an invoice is paid.
        </li>
      </ul>
      <p>Turn it off at any time in Your services.</p>
    </>
  );
};

/** Card payments are a free feature: turned on after saying what they mean, nothing paid. */
const CardCheckout = () => (
  <TurnOnFeature
    turnOn={() =>
      createCheckoutSession([CARD_PAYMENTS_PRODUCT], {}).then((a) => a.status === 'complete')
    }
    label="Turn on card payments"
    title="Turn on card payments?"
    doneText="Card payments are on."
  >
    <CardPaymentsTerms />
  </TurnOnFeature>
);

const PANELS: Record<TInvoicingTab, ComponentType> = {
  invoices: InvoicesPanel,
  customers: CustomersPanel,
  settings: () => <SettingsPanel cardCheckout={() => <CardCheckout />} />,
};

/**
 * Invoicing (issue 21): free for a formed company, as tabs in the address (`?tab=`); a
 * company not formed yet reads what it is and goes on with its onboarding.
 */
export const Component = () => {
  usePageTitle('Invoicing');
  const details = useCompanyDetails();
  const [search, setSearch] = useSearchParams();
  if (details.isPending) return <PageSkeleton />;
  if (details.isError)
    return (
      <LoadFailed what="Your company could not be loaded." retry={() => void details.refetch()} />
    );
  // As the API decides (decisions 0140, 0175): formed here, or brought in and verified.
  const company = details.data;
  const elsewhere = company.origin === 'FORMED_ELSEWHERE';
  const open = elsewhere ? company.detailsVerified : company.companyStatus === 'COMPLETED';
  if (!open) {
    const why = elsewhere ? NOT_VERIFIED : NOT_FORMED;
    return <PlaceholderPage title="Invoicing" icon={FileText} {...why} />;
  }
  const tab = invoicingTabOf(search.get('tab'));
  // Another tab starts from its own defaults: the list's filters stay with the list.
  const select = (next: TInvoicingTab) => setSearch(next === 'invoices' ? {} : { tab: next });
  const Panel = PANELS[tab];
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Invoicing</h1>
        <p className="mt-1 text-slate-600">Bill your customers and see what they owe.</p>
      </div>
      <InvoicingTabs current={tab} onSelect={select} />
      <div
        role="tabpanel"
        id={invoicingPanelId(tab)}
        aria-labelledby={invoicingTabId(tab)}
        tabIndex={0}
      >
        <Panel />
      </div>
    </div>
  );
};
