import { clsx } from 'clsx';
import { formatDate } from '@charterline/shared/format';
import type { TObligation } from '@charterline/shared/schemas/compliance';
import {
  dissolutionText,
  feeText,
  overdueText,
  TO_CONFIRM_TEXT,
  windowText,
} from '../compliance-texts';
import { Button } from '@/components/ui/button';
import type { TGroup } from '../group-obligations';
import { ObligationStatusBadge } from './obligation-status-badge';

const Row = ({ o, onOpen }: { o: TObligation; onOpen: (id: string) => void }) => {
  const filing = windowText(o);
  const dissolution = o.status === 'overdue' ? dissolutionText(o) : null;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(o.id)}
        className="grid w-full gap-2 rounded-xl px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 sm:grid-cols-[1fr_auto] sm:items-center"
      >
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900">
            {o.title} <span className="font-normal text-slate-500">{o.period}</span>
          </span>
          <span className="block text-sm text-slate-600">{o.agency}</span>
          {o.status === 'overdue' ? (
            <span className="block text-sm font-semibold text-red-700">
              {overdueText(o)}
              {dissolution ? ` · ${dissolution}` : ''}
              {o.penalty ? ` · ${o.penalty.text}` : ''}
            </span>
          ) : null}
          {o.status === 'to_confirm' ? (
            <span className="block text-sm text-indigo-900">{TO_CONFIRM_TEXT}</span>
          ) : null}
        </span>
        {/* Capped so a fee in words ("Greater of $60 or …") wraps instead of squeezing the title. */}
        <span className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm sm:max-w-xs sm:justify-end sm:text-right">
          <span className="text-slate-800">
            Due {formatDate(o.dueDate)}
            {filing ? <span className="block text-xs text-slate-500">{filing}</span> : null}
          </span>
          <span className="text-slate-700">{feeText(o)}</span>
          <ObligationStatusBadge status={o.status} />
        </span>
      </button>
    </li>
  );
};

/**
 * A brought LLC's past filings (decision 0185): what they are, and one button to answer them
 * all at once.
 */
const ConfirmIntro = ({ onConfirm }: { onConfirm?: () => void }) => (
  <div className="mb-3 flex flex-col gap-3 rounded-xl bg-indigo-50 p-3 text-sm text-indigo-950 sm:flex-row sm:items-center sm:justify-between">
    <p>
      These were due before you brought your LLC to us, so we do not know whether they were filed.
      Tell us: what was not filed becomes overdue, what was filed goes to the past.
    </p>
    {onConfirm ? (
      <Button size="sm" className="shrink-0" onClick={onConfirm}>
        Tell us which were filed
      </Button>
    ) : null}
  </div>
);

/** The obligations in their groups; a row opens its detail. */
export const ObligationList = ({
  groups,
  onOpen,
  onConfirm,
}: {
  groups: TGroup[];
  onOpen: (id: string) => void;
  /** Opens the past filings' questions (the "To confirm" group's button). */
  onConfirm?: () => void;
}) => (
  <div className="space-y-6">
    {groups.map((g) => (
      <section key={g.key} aria-labelledby={`group-${g.key}`}>
        <h2
          id={`group-${g.key}`}
          className={clsx(
            'mb-2 text-sm font-semibold tracking-wide uppercase',
            g.key === 'overdue'
              ? 'text-red-700'
              : g.key === 'confirm'
                ? 'text-indigo-900'
                : 'text-slate-600',
          )}
        >
          {g.title}
        </h2>
        {g.key === 'confirm' ? <ConfirmIntro onConfirm={onConfirm} /> : null}
        <ul
          className={clsx(
            'divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1',
            g.key === 'overdue' ? 'ring-red-300' : 'ring-slate-200',
          )}
        >
          {g.items.map((o) => (
            <Row key={o.id} o={o} onOpen={onOpen} />
          ))}
        </ul>
      </section>
    ))}
  </div>
);
