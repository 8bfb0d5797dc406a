import {
  REMINDER_OFFSETS,
  type TReminderPreferences,
} from '@charterline/shared/schemas/compliance';
import { addDays, daysBetween } from '../../../lib/dates';

/** The earliest reminder goes this many days before the due date. */
export const REMINDER_HORIZON_DAYS = Math.max(...REMINDER_OFFSETS.map((o) => o.days));
/** Before the due date, an obligation we are filing gets only the reminders this close. */
const IN_PROGRESS_FROM_DAYS = 7;

export type TReminderPlan = {
  /** "days30", or "overdue:2027-06-08" (the due date + 7 days per week overdue). */
  key: string;
  /** Days from today to the due date (negative once overdue). */
  daysUntilDue: number;
  /** The customer turned this reminder off: it is recorded (considered once), not sent. */
  muted: boolean;
  /** Less urgent reminders passed at the same time: recorded so they never fire later. */
  skipped: string[];
};

export type TPlanInput = {
  /** YYYY-MM-DD. */
  dueDate: string;
  /** YYYY-MM-DD: the day of the sweep. */
  today: string;
  /** The reminder keys already recorded for the obligation. */
  recorded: ReadonlySet<string>;
  preferences: TReminderPreferences;
  /** A "File it for me" service is filing it (not yet delivered). */
  inProgress: boolean;
};

/**
 * The one reminder an open obligation is owed today, if any. Before the due date: the most
 * urgent of 60/30/7/1 days whose threshold has passed (an obligation that appears 5 days
 * before gets the 7-day one only; the 60 and 30 are skipped for good). From the day after
 * the due date: one per week overdue, the current week's only (a sweep that did not run for
 * weeks sends one, not a burst).
 */
export const planReminder = (input: TPlanInput): TReminderPlan | null => {
  const daysUntilDue = daysBetween(input.today, input.dueDate);
  if (daysUntilDue > REMINDER_HORIZON_DAYS) return null;
  if (daysUntilDue < 0) {
    const week = Math.floor((-daysUntilDue - 1) / 7);
    const key = `overdue:${addDays(input.dueDate, 7 * week)}`;
    if (input.recorded.has(key)) return null;
    return { key, daysUntilDue, muted: !input.preferences.overdueWeekly, skipped: [] };
  }
  const passed = REMINDER_OFFSETS.filter((o) => daysUntilDue <= o.days);
  const urgent = passed.at(-1);
  if (!urgent || input.recorded.has(urgent.key)) return null;
  // We are filing it: no early nagging; not recorded, so it still comes if the order is cancelled.
  if (input.inProgress && urgent.days > IN_PROGRESS_FROM_DAYS) return null;
  return {
    key: urgent.key,
    daysUntilDue,
    muted: !input.preferences[urgent.key],
    skipped: passed
      .slice(0, -1)
      .map((o) => o.key)
      .filter((k) => !input.recorded.has(k)),
  };
};
