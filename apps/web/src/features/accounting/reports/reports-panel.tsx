import { useSearchParams } from 'react-router';
import { useProfitAndLoss, useReportCurrencies, type TReportPeriodQuery } from '../api/reports';
import { CashSection } from './cash-section';
import { Form5472Card, taxYears } from './form-5472-card';
import { customPeriodProblem, localToday, readPeriod } from './period';
import { PeriodControls, type TPeriodChange } from './period-controls';
import { PnlSection } from './pnl-section';

/** The currency shown: the address's when the books hold it, else USD, else the books' first. */
const chooseCurrency = (asked: string | null, currencies: string[] | undefined): string => {
  if (!currencies || currencies.length === 0) return 'USD';
  if (asked && currencies.includes(asked)) return asked;
  return currencies.includes('USD') ? 'USD' : (currencies[0] ?? 'USD');
};

/**
 * The accounting page's Reports tab (decision 0151): period and currency in the address,
 * profit and loss with income vs expenses, cash by account, and the Form 5472 summary.
 */
export const ReportsPanel = () => {
  const [params, setParams] = useSearchParams();
  const today = localToday();
  const thisYear = Number(today.slice(0, 4));
  const period = readPeriod(params, today);
  const currencies = useReportCurrencies();
  // The reports wait for the books' currencies (a EUR-only company asks for EUR); when the
  // overview fails they ask for USD.
  const currencyKnown = currencies.isSuccess || currencies.isError;
  const currency = chooseCurrency(params.get('currency'), currencies.data);
  const query: TReportPeriodQuery | null = currencyKnown
    ? { from: period.from, to: period.to, currency }
    : null;
  const pnl = useProfitAndLoss(query);
  const askedYear = Number(params.get('year'));
  const year = taxYears(thisYear).includes(askedYear) ? askedYear : thisYear;

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );
  const onPeriod = (change: TPeriodChange) =>
    update((next) => {
      next.set('period', change.preset);
      if (change.preset === 'custom') {
        next.set('from', change.from);
        next.set('to', change.to);
      } else {
        next.delete('from');
        next.delete('to');
      }
    });

  return (
    <div className="min-w-0 space-y-8">
      <PeriodControls
        period={period}
        customFrom={params.get('from') ?? period.from}
        customTo={params.get('to') ?? period.to}
        problem={customPeriodProblem(params)}
        currencies={currencies.data ?? []}
        currency={currency}
        onPeriod={onPeriod}
        onCurrency={(c) => update((next) => next.set('currency', c))}
      />
      {/* Disabled until the currency is known: the section shows its skeleton meanwhile. */}
      <PnlSection
        pnl={pnl}
        query={query ?? { from: period.from, to: period.to, currency }}
        onCurrency={(c) => update((next) => next.set('currency', c))}
      />
      <CashSection query={query} />
      <Form5472Card
        year={year}
        thisYear={thisYear}
        onYear={(y) => update((next) => next.set('year', String(y)))}
      />
    </div>
  );
};
