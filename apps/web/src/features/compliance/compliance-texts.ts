import { countryByCode } from '@charterline/shared/countries';
import { formatDate, formatMoney, MONTH_NAMES } from '@charterline/shared/format';
import type {
  TComplianceBasis,
  TObligation,
  TObligationStatus,
} from '@charterline/shared/schemas/compliance';

export const STATUS_LABELS: Record<TObligationStatus, string> = {
  upcoming: 'Upcoming',
  due_soon: 'Due soon',
  overdue: 'Overdue',
  in_progress: 'In progress',
  filed: 'Filed',
  filed_late: 'Filed late',
  not_applicable: 'Not applicable',
  to_confirm: 'To confirm',
};

/** Done with: nothing more to file for this period. */
export const RESOLVED_STATUSES: readonly TObligationStatus[] = [
  'filed',
  'filed_late',
  'not_applicable',
];

/** The customer can still act on it (file it, have it filed, say it does not apply). */
export const isOpen = (o: TObligation): boolean =>
  o.status === 'upcoming' || o.status === 'due_soon' || o.status === 'overdue';

/** The fee as the customer should read it: the words when a number alone would mislead. */
export const feeText = (o: Pick<TObligation, 'feeCents' | 'feeText'>): string => {
  if (o.feeText) return o.feeText;
  if (o.feeCents === null) return 'Fee varies';
  return o.feeCents === 0 ? 'No fee' : formatMoney(o.feeCents);
};

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

export const overdueText = (o: TObligation): string => `${plural(-o.daysUntilDue, 'day')} overdue`;

/** A past filing of a brought LLC (decision 0185): due before it joined us, not confirmed. */
export const TO_CONFIRM_TEXT = 'Due before you joined us: was it filed?';

/** "4 past filings to confirm". */
export const toConfirmCountText = (n: number): string =>
  `${n} past filing${n === 1 ? '' : 's'} to confirm`;

/** The "Filed" of an answered past filing: filed before the LLC joined us, no date known. */
export const FILED_BEFORE_JOINING_TEXT = 'Before you joined us (as you told us)';

/**
 * Days left before the state can dissolve the LLC, counted from the server's "today" (the
 * due date's distance) so the browser's clock never disagrees with the list.
 */
export const dissolutionText = (o: TObligation): string | null => {
  if (!o.dissolutionDate) return null;
  const days = o.daysUntilDue + daysBetween(o.dueDate, o.dissolutionDate);
  if (days <= 0) return 'The state can dissolve your LLC now';
  return `The state can dissolve your LLC in ${plural(days, 'day')}`;
};

/**
 * "Moved from Saturday, April 15 (26 U.S.C. 7503)" for a date moved off a weekend or holiday:
 * the IRS's, or a state's under its own law ("Tex. Tax Code 111.053").
 */
export const movedText = (o: TObligation): string | null => {
  if (!o.unmovedDueDate) return null;
  const day = new Date(`${o.unmovedDueDate}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return `Moved from ${day} (${o.movedBy ?? '26 U.S.C. 7503'})`;
};

export const windowText = (o: TObligation): string | null => {
  if (o.windowText) return `File ${o.windowText}`;
  if (o.windowOpens) return `File ${formatDate(o.windowOpens)} – ${formatDate(o.dueDate)}`;
  return null;
};

export const lastVerifiedText = (value: string): string =>
  /^\d{4}-\d{2}$/.test(value)
    ? new Date(`${value}-01T00:00:00Z`).toLocaleDateString('en-US', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : formatDate(value);

const OWNERSHIP_TEXT: Record<TComplianceBasis['ownership'], string | null> = {
  none: null,
  single_us: 'one owner in the US',
  single_foreign: 'one owner outside the US',
  multi: 'several owners',
};

/** "Wyoming LLC formed March 15, 2025 · one owner outside the US · fiscal year ends December". */
export const basisText = (basis: TComplianceBasis): string => {
  const stateName = basis.state
    ? (countryByCode('US')?.regions.find((r) => r.value === basis.state)?.label ?? basis.state)
    : null;
  const formed = basis.formationDate
    ? ` formed ${new Date(`${basis.formationDate}T00:00:00Z`).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      })}`
    : ', not formed yet';
  const parts = [
    `${stateName ? `${stateName} LLC` : 'Your LLC'}${formed}`,
    OWNERSHIP_TEXT[basis.ownership],
    basis.foreignOwnedTenPercent && basis.ownership === 'multi'
      ? 'an owner outside the US holds 10% or more'
      : null,
    `fiscal year ends ${MONTH_NAMES[basis.fiscalYearEndMonth - 1]}`,
    basis.taxClassification === 'c_corporation' ? 'taxed as a C-corporation' : null,
    basis.registeredAgent === 'ours' ? 'our registered agent' : null,
  ];
  return parts.filter(Boolean).join(' · ');
};

/**
 * A dissolved LLC (issue 35 item 4): "Dissolved on August 20, 2027: …". Its state filings
 * stop that day; its final federal returns stay listed, with their reminders.
 */
export const dissolvedText = (basis: TComplianceBasis): string | null => {
  if (!basis.dissolvedOn) return null;
  const day = new Date(`${basis.dissolvedOn}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `Dissolved on ${day}: no state filings are due after that day, but the final federal returns listed here still are, and we keep reminding you of them.`;
};
