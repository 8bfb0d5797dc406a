import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatMoney } from '@charterline/shared/format';
import { reportFeeText, stateYearlyLine } from '@charterline/shared/state-fees';
import type { TProduct } from '@charterline/shared/schemas/billing';
import type { TAllowedState } from '@charterline/shared/schemas/formation';
import { Skeleton } from '@/components/ui/skeleton';
import { LaterStateCosts } from '@/features/checkout/components/later-state-costs';
import { useProducts } from '@/features/billing/api/get-products';
import { useAllowedStates } from '../api/get-allowed-states';
import { useSaveCompanyStep } from '../api/save-company-step';
import { StepForm, type TStepProps } from '../step-frame';

const BUNDLE_KEY = 'company-onboarding-bundle';

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <div className={`flex justify-between gap-4 ${strong ? 'font-semibold text-slate-900' : ''}`}>
    <dt className={strong ? undefined : 'text-slate-600'}>{label}</dt>
    <dd className="text-right whitespace-nowrap">{value}</dd>
  </div>
);

/**
 * The chosen state's costs, each figure saying when it is paid (issue 35): what checkout
 * charges (the formation filing, with our bundle), what falls due later in the first 12
 * months (paid when filed, not now), and what the state costs every year after.
 */
const StatePanel = ({ state, bundle }: { state: TAllowedState; bundle: TProduct | undefined }) => {
  const filings = state.formationFilings.reduce((sum, f) => sum + f.amount, 0);
  const later = state.laterStateCosts.reduce((sum, c) => sum + (c.fee ?? 0), 0);
  const priced = state.laterStateCosts.every((c) => c.fee !== null);
  return (
    <div className="space-y-4 rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200">
      <h3 className="font-semibold text-slate-900">{state.name}</h3>
      <section aria-label="Charged at checkout">
        <p className="font-semibold text-slate-900">Charged at checkout</p>
        <dl className="mt-1 space-y-1">
          {state.formationFilings.map((f) => (
            <Row key={f.name} label={f.name} value={formatMoney(f.amount)} />
          ))}
          {bundle ? (
            <>
              <Row label={`Our ${bundle.name}`} value={formatMoney(bundle.price)} />
              <div
                className="flex justify-between gap-4 border-t border-slate-200 pt-1 font-semibold text-slate-900"
                data-testid="checkout-total"
              >
                <dt>Total at checkout (bundle + state filing)</dt>
                <dd className="whitespace-nowrap">{formatMoney(bundle.price + filings)}</dd>
              </div>
            </>
          ) : null}
        </dl>
      </section>
      <LaterStateCosts
        costs={state.laterStateCosts}
        intro="Not charged now. The state’s other costs in the first 12 months of an LLC formed today; each is paid when it is filed."
        emptyText="Nothing else is due to the state in the first 12 months."
      />
      {bundle && later > 0 && priced ? (
        <dl>
          <Row
            label="First 12 months in all (checkout + due later)"
            value={formatMoney(bundle.price + filings + later)}
            strong
          />
        </dl>
      ) : null}
      <section aria-label="Every year after">
        <p className="font-semibold text-slate-900">Every year after</p>
        <dl className="mt-1 space-y-1">
          <Row label="Annual report" value={reportFeeText(state)} />
          {state.franchiseTaxOngoing > 0 ? (
            <Row label="Franchise tax" value={`${formatMoney(state.franchiseTaxOngoing)} / year`} />
          ) : null}
          <Row label="State fees every year after" value={formatMoney(state.yearlyStateCost)} />
        </dl>
      </section>
      {state.notes ? <p className="text-xs text-slate-600">{state.notes}</p> : null}
      <p className="text-xs text-slate-500">
        Source:{' '}
        <a href={state.sosUrl} target="_blank" rel="noreferrer" className="underline">
          {state.source}
        </a>
        , last verified {state.lastVerified}.
      </p>
    </div>
  );
};

/** Pre-payment step 1: the state, searchable, with what is charged now and what later. */
export const ChooseStateStep = ({ company, next, back }: TStepProps) => {
  const states = useAllowedStates();
  const products = useProducts();
  const save = useSaveCompanyStep<{ state: string }>('/formation/selection');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string | null>(company.state);
  const [error, setError] = useState('');
  const bundle = products.data?.find((p) => p.productKey === BUNDLE_KEY);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (states.data ?? []).filter(
      (s) => !q || s.name.toLowerCase().includes(q) || s.code.toLowerCase() === q,
    );
  }, [query, states.data]);
  const selected = states.data?.find((s) => s.code === chosen);

  return (
    <StepForm
      onBack={back}
      busy={save.isPending}
      onSubmit={() => {
        if (!chosen) {
          setError('Choose the state to form your LLC in.');
          return;
        }
        save.mutate({ state: chosen }, { onSuccess: next });
      }}
    >
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <label htmlFor="state-search" className="text-sm font-medium text-slate-700">
            Search states
          </label>
          <div className="relative mt-1.5">
            <Search
              size={18}
              aria-hidden="true"
              className="absolute top-1/2 left-3 -translate-y-1/2 text-slate-400"
            />
            <input
              id="state-search"
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Wyoming, Delaware, NM…"
              className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
            />
          </div>
          {error ? (
            <p role="alert" className="mt-2 text-sm text-red-600">
              {error}
            </p>
          ) : null}
          <fieldset className="mt-3">
            <legend className="sr-only">State</legend>
            <div className="max-h-[26rem] space-y-2 overflow-y-auto pr-1">
              {states.isPending
                ? Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-16 w-full" />)
                : null}
              {states.data && shown.length === 0 ? (
                <p className="p-4 text-sm text-slate-600">No state matches “{query}”.</p>
              ) : null}
              {shown.map((s) => (
                <label
                  key={s.code}
                  className={`flex cursor-pointer items-center justify-between gap-3 rounded-xl p-3 ring-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                    chosen === s.code
                      ? 'bg-brand-50 ring-brand-600'
                      : 'ring-slate-200 hover:bg-slate-50'
                  }`}
                >
                  <span className="flex items-center gap-3">
                    <input
                      type="radio"
                      name="state"
                      value={s.code}
                      checked={chosen === s.code}
                      onChange={() => {
                        setChosen(s.code);
                        setError('');
                      }}
                      className="accent-brand-700"
                    />
                    <span>
                      <span className="block font-semibold text-slate-900">{s.name}</span>
                      <span className="block text-xs text-slate-500">{stateYearlyLine(s)}</span>
                    </span>
                  </span>
                  <span className="text-right text-sm">
                    <span className="block font-semibold text-slate-900">
                      {formatMoney(s.filingFee)}
                    </span>
                    <span className="block text-xs text-slate-500">filing fee, at checkout</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <aside className="lg:col-span-2" aria-live="polite">
          {selected ? (
            <StatePanel state={selected} bundle={bundle} />
          ) : (
            <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600 ring-1 ring-slate-200">
              Choose a state to see what you pay at checkout and what the state charges later.
            </p>
          )}
        </aside>
      </div>
    </StepForm>
  );
};
