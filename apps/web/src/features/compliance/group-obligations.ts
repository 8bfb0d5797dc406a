import type { TObligation } from '@charterline/shared/schemas/compliance';
import { RESOLVED_STATUSES } from './compliance-texts';

export const FILTERS = ['all', 'open', 'filed'] as const;
export type TFilter = (typeof FILTERS)[number];

export type TGroup = {
  key: 'overdue' | 'confirm' | 'next' | 'later' | 'past';
  title: string;
  items: TObligation[];
};

const YEAR_DAYS = 365;
const byDue = (a: TObligation, b: TObligation): number => a.dueDate.localeCompare(b.dueDate);

const matches = (o: TObligation, filter: TFilter): boolean => {
  const resolved = RESOLVED_STATUSES.includes(o.status);
  switch (filter) {
    case 'all':
      return true;
    case 'open':
      return !resolved;
    case 'filed':
      return o.status === 'filed' || o.status === 'filed_late';
  }
};

/**
 * The list's groups: overdue first (it never clears itself), then a brought LLC's past
 * filings to confirm (due before it joined us, not known to be overdue: decision 0185), then
 * what is due within a year, then later, then the past (oldest first, as the law's history
 * reads). Empty groups are left out.
 */
export const groupObligations = (all: readonly TObligation[], filter: TFilter): TGroup[] => {
  const shown = all.filter((o) => matches(o, filter)).sort(byDue);
  const groups: TGroup[] = [
    { key: 'overdue', title: 'Overdue', items: shown.filter((o) => o.status === 'overdue') },
    {
      key: 'confirm',
      title: 'To confirm',
      items: shown.filter((o) => o.status === 'to_confirm'),
    },
    {
      key: 'next',
      title: 'Next 12 months',
      items: shown.filter(
        (o) =>
          o.status !== 'overdue' &&
          o.status !== 'to_confirm' &&
          !RESOLVED_STATUSES.includes(o.status) &&
          o.daysUntilDue <= YEAR_DAYS,
      ),
    },
    {
      key: 'later',
      title: 'Later',
      items: shown.filter(
        (o) => !RESOLVED_STATUSES.includes(o.status) && o.daysUntilDue > YEAR_DAYS,
      ),
    },
    {
      key: 'past',
      title: 'Past',
      items: shown.filter((o) => RESOLVED_STATUSES.includes(o.status)),
    },
  ];
  return groups.filter((g) => g.items.length > 0);
};
