import { clsx } from 'clsx';
import type { TObligationStatus } from '@charterline/shared/schemas/compliance';
import { STATUS_LABELS } from '../compliance-texts';

/** Status colours, shared by the list's badge and the calendar's chips. */
export const STATUS_TONES: Record<TObligationStatus, string> = {
  upcoming: 'bg-slate-100 text-slate-800 ring-slate-300',
  due_soon: 'bg-amber-50 text-amber-900 ring-amber-300',
  overdue: 'bg-red-50 text-red-800 ring-red-300',
  in_progress: 'bg-sky-50 text-sky-900 ring-sky-200',
  filed: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  filed_late: 'bg-orange-50 text-orange-900 ring-orange-200',
  not_applicable: 'bg-slate-50 text-slate-600 ring-slate-200',
  // Not known to be owed (decision 0185): neutral, never the overdue red or the due-soon amber.
  to_confirm: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
};

/** The status in words and colour (never colour alone). */
export const ObligationStatusBadge = ({ status }: { status: TObligationStatus }) => (
  <span
    className={clsx(
      'inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
      STATUS_TONES[status],
    )}
  >
    {STATUS_LABELS[status]}
  </span>
);
