import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SERVICE_PAGES } from '@charterline/shared/schemas/services';
import { LoadingBlocks } from '@/components/ui/load-states';
import { panelId, tabId, Tabs } from '@/components/ui/tabs';
import { useReceipts } from '@/features/billing/api/get-receipts';
import { PaymentPanel } from './payment-panel';
import { ReceiptsPanel } from '@/features/billing/components/receipts-panel';
import { useCheckoutReturn } from '@/features/checkout/use-checkout-return';
import { queryKeys } from '@/lib/query-keys';
import { usePageTitle } from '@/lib/use-page-title';
import { Catalogue } from './catalogue';

const VIEWS = [
  { key: 'receipts', label: 'Receipts' },
  { key: 'buy', label: 'Buy services' },
  { key: 'payment', label: 'Payment method' },
] as const;
type TView = (typeof VIEWS)[number]['key'];

/**
 * Billing (issue 36, decision 0189): Receipts, Buy services and Payment method as tabs in
 * the address (`?view=`). Without one it opens on the receipts when there are any, else on
 * the catalogue; `?offer=` (a product's link) opens the catalogue. The return from a
 * checkout (`?session_id=`) opens the receipts, where the new one is.
 */
const useView = (): [TView | null, (view: TView) => void] => {
  const [search, setSearch] = useSearchParams();
  const receipts = useReceipts(0);
  // Back from paying: the receipt, whichever tab the checkout was opened from.
  const paid = search.get('session_id') ? 'receipts' : null;
  const asked = VIEWS.find((v) => v.key === search.get('view'))?.key;
  const offer = search.get('offer') ? 'buy' : null;
  const byReceipts = receipts.isPending
    ? null
    : (receipts.data?.totalElements ?? 1) > 0
      ? 'receipts'
      : 'buy';
  return [paid ?? asked ?? offer ?? byReceipts, (view) => setSearch({ view })];
};

export const Component = () => {
  usePageTitle('Billing');
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.billing.all }),
    [queryClient],
  );
  useCheckoutReturn(refresh);
  const [view, setView] = useView();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Billing</h1>
        <Link
          to={SERVICE_PAGES.list}
          className="rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Your services: status and renewals
        </Link>
      </div>
      {view ? (
        <>
          <Tabs name="billing" label="Billing" tabs={VIEWS} current={view} onSelect={setView} />
          <div
            role="tabpanel"
            id={panelId('billing', view)}
            aria-labelledby={tabId('billing', view)}
          >
            {view === 'receipts' ? <ReceiptsPanel /> : null}
            {view === 'buy' ? <Catalogue onPaid={refresh} /> : null}
            {view === 'payment' ? <PaymentPanel /> : null}
          </div>
        </>
      ) : (
        <LoadingBlocks label="Loading billing" heights={['h-10', 'h-48']} />
      )}
    </div>
  );
};
