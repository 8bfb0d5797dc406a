import { Link } from 'react-router';
import { formatDate } from '@charterline/shared/format';
import type { TGoodStanding } from '@charterline/shared/schemas/company-profile';

/** Good standing as we know it, with the overdue filings that take it away. */
export const StandingBadge = ({ standing }: { standing: TGoodStanding }) => (
  <div className="space-y-1">
    <span
      className={`inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${
        standing.inGoodStanding
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
          : 'bg-rose-50 text-rose-800 ring-rose-200'
      }`}
    >
      {standing.label}
    </span>
    {standing.overdue.length > 0 ? (
      <p className="text-sm font-normal text-slate-600">
        Overdue:{' '}
        {standing.overdue
          .map((o) => `${o.title} ${o.period} (due ${formatDate(o.dueDate)})`)
          .join('; ')}
        .{' '}
        <Link
          to="/dashboard/compliance?show=open"
          className="font-semibold text-brand-700 underline"
        >
          Go to Compliance
        </Link>
      </p>
    ) : null}
  </div>
);
