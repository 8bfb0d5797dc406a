import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatMoney } from '@charterline/shared/format';
import { reportCadenceLabel, reportFeeText } from '@charterline/shared/state-fees';
import { Skeleton } from '@/components/ui/skeleton';
import { useProducts } from '@/features/billing/api/get-products';
import { useAllowedStates } from '../api/get-allowed-states';
import { useSaveCompanyStep } from '../api/save-company-step';
import { StepForm, type TStepProps } from '../step-frame';

const BUNDLE_KEY = 'company-onboarding-bundle';

/** Pre-payment step 1: the state, searchable, with its fees and the all-in costs. */
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
                      <span className="block text-xs text-slate-500">{reportCadenceLabel(s)}</span>
                    </span>
                  </span>
                  <span className="text-right text-sm">
                    <span className="block font-semibold text-slate-900">
                      {formatMoney(s.filingFee)}
                    </span>
                    <span className="block text-xs text-slate-500">filing fee</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <aside className="lg:col-span-2" aria-live="polite">
          {selected ? (
            <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
              <h3 className="font-semibold text-slate-900">{selected.name}</h3>
              <dl className="mt-3 space-y-2 text-sm">
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">State filing fee</dt>
                  <dd>{formatMoney(selected.filingFee)}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">Annual report</dt>
                  <dd className="text-right">{reportFeeText(selected)}</dd>
                </div>
                {selected.franchiseTaxOngoing > 0 ? (
                  <div className="flex justify-between gap-4">
                    <dt className="text-slate-600">Franchise tax</dt>
                    <dd>{formatMoney(selected.franchiseTaxOngoing)} / year</dd>
                  </div>
                ) : null}
                <div className="flex justify-between gap-4 border-t border-slate-200 pt-2">
                  <dt className="text-slate-600">State fees, first year</dt>
                  <dd>{formatMoney(selected.firstYearStateCost)}</dd>
                </div>
                {bundle ? (
                  <div className="flex justify-between gap-4 font-semibold text-slate-900">
                    <dt>All-in first year (with our {bundle.name})</dt>
                    <dd data-testid="first-year-total">
                      {formatMoney(bundle.price + selected.firstYearStateCost)}
                    </dd>
                  </div>
                ) : null}
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">State fees every year after</dt>
                  <dd>{formatMoney(selected.yearlyStateCost)}</dd>
                </div>
              </dl>
              {selected.notes ? (
                <p className="mt-3 text-xs text-slate-600">{selected.notes}</p>
              ) : null}
              <p className="mt-3 text-xs text-slate-500">
                Source:{' '}
                <a href={selected.sosUrl} target="_blank" rel="noreferrer" className="underline">
                  {selected.source}
                </a>
                , last verified {selected.lastVerified}.
              </p>
            </div>
          ) : (
            <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600 ring-1 ring-slate-200">
              Choose a state to see its fees and what your first year costs in total.
            </p>
          )}
        </aside>
      </div>
    </StepForm>
  );
};
