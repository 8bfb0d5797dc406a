import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { TObligation } from '@charterline/shared/schemas/compliance';
import { Button } from '@/components/ui/button';
import { useMediaQuery } from '@/lib/use-media-query';
import { dayLabel, monthTitle, monthWeeks, shiftMonth } from '../calendar-month';
import { STATUS_LABELS } from '../compliance-texts';
import { STATUS_TONES } from './obligation-status-badge';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** In the grid the status is the chip's colour and its hover title; in the agenda, words too. */
const Chip = ({
  o,
  onOpen,
  inGrid,
}: {
  o: TObligation;
  onOpen: (id: string) => void;
  inGrid: boolean;
}) => (
  <button
    type="button"
    onClick={() => onOpen(o.id)}
    title={inGrid ? `${o.title} ${o.period} · ${STATUS_LABELS[o.status]}` : undefined}
    className={clsx(
      'w-full rounded-md px-1.5 py-0.5 text-left text-xs font-semibold break-words ring-1 focus-visible:outline-2 focus-visible:outline-brand-600',
      inGrid && 'line-clamp-2',
      STATUS_TONES[o.status],
    )}
  >
    {o.title} {o.period}
    <span className={inGrid ? 'sr-only' : 'font-normal'}>, {STATUS_LABELS[o.status]}</span>
  </button>
);

type TCalendarProps = {
  obligations: readonly TObligation[];
  month: string;
  onMonth: (month: string | null) => void;
  onOpen: (id: string) => void;
};

/**
 * A month of deadlines, Sunday first; on a phone the grid would be unreadable, so the month
 * becomes a list of its days that have something due.
 */
export const ComplianceCalendar = ({ obligations, month, onMonth, onOpen }: TCalendarProps) => {
  const wide = useMediaQuery('(min-width: 640px)');
  const dueOn = (iso: string) => obligations.filter((o) => o.dueDate === iso);
  const weeks = monthWeeks(month);
  const inMonth = weeks.flat().filter((d) => d.inMonth && dueOn(d.iso).length > 0);
  return (
    <section aria-labelledby="calendar-month" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="calendar-month" className="text-lg font-semibold text-slate-900" aria-live="polite">
          {monthTitle(month)}
        </h2>
        <div className="flex gap-2">
          <Button size="sm" appearance="outlined" variant="neutral" onClick={() => onMonth(null)}>
            Today
          </Button>
          <Button
            size="sm"
            appearance="outlined"
            variant="neutral"
            aria-label="Previous month"
            onClick={() => onMonth(shiftMonth(month, -1))}
            icon={<ChevronLeft size={16} aria-hidden="true" />}
          />
          <Button
            size="sm"
            appearance="outlined"
            variant="neutral"
            aria-label="Next month"
            onClick={() => onMonth(shiftMonth(month, 1))}
            icon={<ChevronRight size={16} aria-hidden="true" />}
          />
        </div>
      </div>
      {wide ? (
        <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <div aria-hidden="true" className="grid grid-cols-7 border-b border-slate-200 text-xs">
            {WEEKDAYS.map((d) => (
              <span key={d} className="px-2 py-1.5 font-semibold text-slate-500">
                {d}
              </span>
            ))}
          </div>
          <ol className="grid grid-cols-7">
            {weeks.flat().map((d) => (
              <li
                key={d.iso}
                aria-label={dayLabel(d.iso)}
                className={clsx(
                  'min-h-24 space-y-1 border-r border-b border-slate-100 p-1.5',
                  !d.inMonth && 'bg-slate-50 text-slate-500',
                )}
              >
                <span className="block text-xs">{Number(d.iso.slice(8))}</span>
                {dueOn(d.iso).map((o) => (
                  <Chip key={o.id} o={o} onOpen={onOpen} inGrid />
                ))}
              </li>
            ))}
          </ol>
        </div>
      ) : inMonth.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">
          Nothing is due in {monthTitle(month)}.
        </p>
      ) : (
        <ol className="space-y-2">
          {inMonth.map((d) => (
            <li
              key={d.iso}
              aria-label={dayLabel(d.iso)}
              className="space-y-1 rounded-xl bg-white p-3 ring-1 ring-slate-200"
            >
              <span className="block text-sm font-semibold text-slate-800">{dayLabel(d.iso)}</span>
              {dueOn(d.iso).map((o) => (
                <Chip key={o.id} o={o} onOpen={onOpen} inGrid={false} />
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
