import { ArrowRight, CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '@charterline/shared/format';
import type { TCompanySummary } from '@charterline/shared/schemas/companies';
import { COMPLIANCE_PAGES, type TObligation } from '@charterline/shared/schemas/compliance';
import { Skeleton } from '@/components/ui/skeleton';
import { useCompliance } from '@/features/compliance/api/get-compliance';
import { toConfirmCountText } from '@/features/compliance/compliance-texts';

const linkClass =
  'rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/** Still to be filed by its date: the next deadline is the first of these. */
const OPEN = new Set<TObligation['status']>(['upcoming', 'due_soon', 'in_progress']);

const feeOf = (o: TObligation): string | null => {
  if (o.feeCents === null) return o.feeText;
  return o.feeCents === 0 ? 'No fee' : formatMoney(o.feeCents);
};
const withFee = (o: TObligation): string => {
  const fee = feeOf(o);
  return fee ? ` · ${fee}` : '';
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const daysLeft = (days: number): string => {
  if (days <= 0) return 'due today';
  return days === 1 ? 'due tomorrow' : `${plural(days, 'day')} left`;
};

const Heading = () => (
  <h2 id="home-deadlines" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
    <CalendarClock size={20} className="text-brand-700" aria-hidden="true" /> Deadlines
  </h2>
);

/** With its period: last year's overdue report and the next one share a title. */
const DeadlineLink = ({ o }: { o: TObligation }) => (
  <Link to={COMPLIANCE_PAGES.obligation(o.id)} className={linkClass}>
    {o.title} {o.period}
  </Link>
);

/** The card itself: only mounted when the company has a compliance page. */
const DeadlinesCard = () => {
  const compliance = useCompliance({ silent: true });
  // A side card: if deadlines cannot be read, Home goes on without it (no toast either).
  if (compliance.isError) return null;
  const obligations = compliance.data?.obligations ?? [];
  // The API lists oldest due first, so the oldest overdue comes first here too.
  const overdue = obligations.filter((o) => o.status === 'overdue');
  const next = obligations.find((o) => OPEN.has(o.status));
  // A brought LLC's past filings not confirmed yet (decision 0185): said, never in red.
  const toConfirm = obligations.filter((o) => o.status === 'to_confirm').length;
  const border = overdue.length > 0 ? 'ring-red-300' : 'ring-slate-200';
  return (
    <section
      aria-labelledby="home-deadlines"
      className={`rounded-2xl bg-white p-6 shadow-sm ring-1 ${border}`}
    >
      <Heading />
      {compliance.isPending ? (
        <div role="status" className="mt-4 space-y-3">
          <span className="sr-only">Loading deadlines…</span>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : overdue.length === 0 && !next && toConfirm === 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          No deadlines yet — they appear once your LLC is formed.
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {overdue.map((o) => (
            <li key={o.id} className="text-sm">
              <DeadlineLink o={o} />
              <p className="font-medium text-red-700">
                {plural(-o.daysUntilDue, 'day')} overdue · was due {formatDate(o.dueDate)}
                {/* What not filing it costs, where the law says (Form 5472: $25,000), not "No fee". */}
                {o.penalty ? ` · ${o.penalty.text}` : withFee(o)}
              </p>
            </li>
          ))}
          {toConfirm > 0 ? (
            <li className="text-sm">
              <Link to={`${COMPLIANCE_PAGES.list}?answer=past-filings`} className={linkClass}>
                {toConfirmCountText(toConfirm)}
              </Link>
              <p className="text-slate-700">Due before you joined us: tell us which were filed.</p>
            </li>
          ) : null}
          {next ? (
            <li className="text-sm">
              <span className="text-slate-500">Next: </span>
              <DeadlineLink o={next} />
              <p className="text-slate-700">
                {formatDate(next.dueDate)} · {daysLeft(next.daysUntilDue)}
                {withFee(next)}
              </p>
            </li>
          ) : null}
        </ul>
      )}
      <Link
        to={COMPLIANCE_PAGES.list}
        className={`mt-4 inline-flex items-center gap-1 text-sm ${linkClass}`}
      >
        All deadlines <ArrowRight size={14} aria-hidden="true" />
      </Link>
    </section>
  );
};

/**
 * Home's "Deadlines" (issue 19): anything overdue first, in red, then the next deadline.
 * Shown only where the sidebar shows COMPLIANCE: not while the formation is unpaid.
 */
export const HomeDeadlines = ({
  company,
  enabled,
}: {
  company: TCompanySummary | null;
  /** The dashboard configuration shows the compliance page. */
  enabled: boolean;
}) => {
  if (!enabled || !company || company.paymentStatus === 'NOT_PAID') return null;
  return <DeadlinesCard />;
};
