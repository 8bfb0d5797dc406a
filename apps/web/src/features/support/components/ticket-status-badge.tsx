import { clsx } from 'clsx';
import { SUPPORT_STATUS_LABELS, type TSupportStatus } from '@charterline/shared/schemas/support';

const TONES: Record<TSupportStatus, string> = {
  open: 'bg-brand-50 text-brand-900',
  waiting_on_us: 'bg-brand-50 text-brand-900',
  waiting_on_customer: 'bg-amber-100 text-amber-900',
  resolved: 'bg-emerald-100 text-emerald-900',
  closed: 'bg-slate-100 text-slate-700',
};

/** A ticket's status in words; "Waiting on you" stands out (it is the customer's turn). */
export const TicketStatusBadge = ({ status }: { status: TSupportStatus }) => (
  <span
    className={clsx(
      'rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
      TONES[status],
    )}
  >
    {SUPPORT_STATUS_LABELS[status]}
  </span>
);
