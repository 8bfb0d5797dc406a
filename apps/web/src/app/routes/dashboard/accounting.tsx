import { Calculator, Upload } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { formatMoney } from '@charterline/shared/format';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSkeleton } from '@/components/ui/skeleton';
import { AccountDialog } from '@/features/accounting/bank-accounts/account-dialog';
import { AccountsPanel, NoAccountYet } from '@/features/accounting/bank-accounts/accounts-panel';
import { useLedgerAccounts } from '@/features/accounting/api/accounts';
import { isBooksNotOpen, useBooksOverview } from '@/features/accounting/api/overview';
import {
  AccountingTabs,
  accountingPanelId,
  accountingTabId,
  accountingTabOf,
  type TAccountingTab,
} from '@/features/accounting/components/accounting-tabs';
import {
  BooksOverview,
  type TBookkeepingOffer,
} from '@/features/accounting/components/books-overview';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { importPathFor } from '@/features/accounting/import/import-url';
import { LedgerPanel } from '@/features/accounting/ledger/ledger-panel';
import { ReportsPanel } from '@/features/accounting/reports/reports-panel';
import { RulesPanel } from '@/features/accounting/rules/rules-panel';
import { useOffers } from '@/features/billing/api/get-offers';
import { CheckoutButton } from '@/features/checkout/checkout-dialog';
import { useCompanyDetails } from '@/features/formation/api/get-company-details';
import { queryKeys } from '@/lib/query-keys';
import { usePageTitle } from '@/lib/use-page-title';

const PRIMARY =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Transactions: the ledger, or the first account to add when there is none. */
const TransactionsPanel = () => {
  const accounts = useLedgerAccounts();
  const [adding, setAdding] = useState(false);
  if (accounts.isPending)
    return <LoadingBlocks label="Loading your books" heights={['h-12', 'h-64']} />;
  if (accounts.isError)
    return (
      <LoadFailed what="Your accounts could not be loaded." retry={() => void accounts.refetch()} />
    );
  if (accounts.data.length === 0)
    return (
      <>
        <NoAccountYet onAdd={() => setAdding(true)} />
        {adding ? <AccountDialog account={null} onClose={() => setAdding(false)} /> : null}
      </>
    );
  return <LedgerPanel />;
};

const PANELS: Record<TAccountingTab, ComponentType> = {
  transactions: TransactionsPanel,
  accounts: AccountsPanel,
  reports: ReportsPanel,
  rules: RulesPanel,
};

/** The BOOKKEEPING service's product (decision 0150), bought through the usual checkout. */
const BOOKKEEPING_PRODUCT = 'bookkeeping';

/** "Add bookkeeping": the offer's price ("$1,200.00 a year") and billing's checkout. */
const useBookkeepingOffer = (wanted: boolean): TBookkeepingOffer => {
  const queryClient = useQueryClient();
  const offers = useOffers(undefined, { enabled: wanted });
  const product = offers.data?.find((o) => o.product.productKey === BOOKKEEPING_PRODUCT)?.product;
  const price = product
    ? `${formatMoney(product.price)}${product.interval === 'year' ? ' a year' : ''}`
    : null;
  return {
    price,
    checkout: (
      <CheckoutButton
        items={[BOOKKEEPING_PRODUCT]}
        label="Add bookkeeping"
        title="Bookkeeping"
        inlineTestHint={false}
        onSuccess={() => {
          void queryClient.invalidateQueries({ queryKey: queryKeys.billing.all });
          void queryClient.invalidateQueries({ queryKey: queryKeys.booksOverview.all });
        }}
      />
    ),
  };
};

/**
 * A company not formed yet: what the books are, when they open and the next step — the same
 * as Invoicing's (decision 0175): onboarding, or the details of an LLC formed elsewhere.
 */
const NotOpenYet = () => {
  const details = useCompanyDetails();
  const elsewhere = details.data?.origin === 'FORMED_ELSEWHERE';
  return (
    <EmptyState
      icon={<Calculator size={28} aria-hidden="true" />}
      title="Your books open once your company is formed."
      text="For an LLC formed elsewhere: once our team has verified its details. Then import your bank statements here, categorise transactions and see your profit and loss."
      action={
        elsewhere ? (
          <Link to="/dashboard/onboarding/bring-your-llc" className={PRIMARY}>
            Check your LLC’s details
          </Link>
        ) : (
          <Link to="/dashboard/onboarding" className={PRIMARY}>
            Continue onboarding
          </Link>
        )
      }
    />
  );
};

/**
 * Accounting (issue 22, decision 0152): the overview, then the books as tabs in the address
 * (`?tab=`); the account selected (`?account=`) goes along to "Import a statement".
 */
export const Component = () => {
  usePageTitle('Accounting');
  const overview = useBooksOverview();
  const [search, setSearch] = useSearchParams();
  const bookkeepingOffer = useBookkeepingOffer(overview.data?.bookkeeping.active === false);
  const heading = (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Accounting</h1>
      <p className="mt-1 text-slate-600">
        Your company’s books from its bank statements: categorised, ready for your taxes.
      </p>
    </div>
  );
  if (overview.isPending) return <PageSkeleton />;
  if (overview.isError)
    return (
      <div className="mx-auto w-full max-w-6xl space-y-6">
        {heading}
        {isBooksNotOpen(overview.error) ? (
          <NotOpenYet />
        ) : (
          <LoadFailed
            what="Your books could not be loaded."
            retry={() => void overview.refetch()}
          />
        )}
      </div>
    );
  const tab = accountingTabOf(search.get('tab'));
  const account = search.get('account');
  // Another tab starts from its own filters; the account selected stays for the import.
  const select = (next: TAccountingTab) => {
    const params = new URLSearchParams();
    if (next !== 'transactions') params.set('tab', next);
    if (account) params.set('account', account);
    setSearch(params);
  };
  const Panel = PANELS[tab];
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        {heading}
        <Link to={importPathFor({ account })} className={`${PRIMARY} shrink-0`}>
          <Upload size={18} aria-hidden="true" /> Import a statement
        </Link>
      </div>
      <BooksOverview overview={overview.data} bookkeepingOffer={bookkeepingOffer} />
      <AccountingTabs current={tab} onSelect={select} />
      <div
        role="tabpanel"
        id={accountingPanelId(tab)}
        aria-labelledby={accountingTabId(tab)}
        tabIndex={0}
      >
        <Panel />
      </div>
    </div>
  );
};
