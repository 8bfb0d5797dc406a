import { Link } from 'react-router';
import { formatDate } from '@charterline/shared/format';
import type { TGoodStanding } from '@charterline/shared/schemas/company-profile';

/** Not known to be out of standing, but a brought LLC's history is to confirm (decision 0185). */
const TO_CONFIRM_TONE = 'bg-indigo-50 text-indigo-900 ring-indigo-200';

/**
 * Good standing as we know it, with the overdue filings that take it away, and a brought
 * LLC's past filings to confirm (neutral: not known to be overdue).
 */
export const StandingBadge = ({ standing }: { standing: TGoodStanding }) => (
  <div className="space-y-1">
    <span
      className={`inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${
        !standing.inGoodStanding
          ? 'bg-rose-50 text-rose-800 ring-rose-200'
          : standing.toConfirm
            ? TO_CONFIRM_TONE
            : 'bg-emerald-50 text-emerald-800 ring-emerald-200'
      }`}
    >
      {standing.label}
    </span>
    {standing.toConfirm ? (
      <p className="text-sm font-normal text-slate-600">
        {standing.overdue.length > 0
          ? `Also ${standing.toConfirm} past filing${standing.toConfirm === 1 ? '' : 's'} to confirm, due before you joined us. `
          : 'Due before you joined us: we do not know whether they were filed. '}
        <Link
          to="/dashboard/compliance?answer=past-filings"
          className="font-semibold text-brand-700 underline"
        >
          Tell us which were filed
        </Link>
      </p>
    ) : null}
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
