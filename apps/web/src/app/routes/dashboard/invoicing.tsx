import { useQueryClient } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { PlaceholderPage } from '@/components/layouts/placeholder-page';
import { PageSkeleton } from '@/components/ui/skeleton';
import { CheckoutButton } from '@/features/checkout/checkout-dialog';
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
import { SettingsPanel } from '@/features/invoicing/components/settings-panel';
import { queryKeys } from '@/lib/query-keys';
import { usePageTitle } from '@/lib/use-page-title';

/** The product that turns card payments on (decision 0140): $0, bought through the checkout. */
const CARD_PAYMENTS_PRODUCT = 'invoicing-payments';

const NOT_FORMED = {
  heading: 'Send your first invoice',
  text: 'Create invoices in USD, share a payment link and see what your customers owe. Invoicing opens once your company is formed.',
  action: { to: '/dashboard/onboarding', label: 'Continue onboarding' },
};

const CardCheckout = ({ onPaid }: { onPaid: () => void }) => {
  const queryClient = useQueryClient();
  return (
    <CheckoutButton
      items={[CARD_PAYMENTS_PRODUCT]}
      label="Turn on card payments"
      title="Invoicing and payments"
      onSuccess={() => {
        onPaid();
        void queryClient.invalidateQueries({ queryKey: queryKeys.billing.all });
      }}
    />
  );
};

const PANELS: Record<TInvoicingTab, ComponentType> = {
  invoices: InvoicesPanel,
  customers: CustomersPanel,
  settings: () => <SettingsPanel cardCheckout={(onPaid) => <CardCheckout onPaid={onPaid} />} />,
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
  // As the API decides (decision 0140): formed here, or an existing LLC brought in.
  const company = details.data;
  const formed = company.companyStatus === 'COMPLETED' || company.origin === 'FORMED_ELSEWHERE';
  if (!formed) return <PlaceholderPage title="Invoicing" icon={FileText} {...NOT_FORMED} />;
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
