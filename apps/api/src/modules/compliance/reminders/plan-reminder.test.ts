import { DEFAULT_REMINDER_PREFERENCES } from '@charterline/shared/schemas/compliance';
import { describe, expect, it } from 'vitest';
import { planReminder, type TPlanInput } from './plan-reminder';

const base: TPlanInput = {
  dueDate: '2027-06-01',
  today: '2027-06-01',
  recorded: new Set(),
  preferences: DEFAULT_REMINDER_PREFERENCES,
  inProgress: false,
};
const plan = (today: string, more: Partial<TPlanInput> = {}) =>
  planReminder({ ...base, today, ...more });

describe('planReminder', () => {
  it.each([
    ['2027-03-31', null],
    ['2027-04-02', 'days60'],
    ['2027-05-01', 'days60'],
    ['2027-05-02', 'days30'],
    ['2027-05-25', 'days7'],
    ['2027-05-31', 'days1'],
    ['2027-06-01', 'days1'],
    ['2027-06-02', 'overdue:2027-06-01'],
    ['2027-06-08', 'overdue:2027-06-01'],
    ['2027-06-09', 'overdue:2027-06-08'],
    ['2028-06-01', 'overdue:2028-05-30'],
  ])('on %s owes %s', (today, key) => {
    expect(plan(today)?.key ?? null).toBe(key);
  });

  it('only the most urgent of thresholds passed at once; the others are skipped for good', () => {
    expect(plan('2027-05-27')).toEqual({
      key: 'days7',
      daysUntilDue: 5,
      muted: false,
      skipped: ['days60', 'days30'],
    });
    expect(plan('2027-05-27', { recorded: new Set(['days60']) })?.skipped).toEqual(['days30']);
    expect(plan('2027-05-27', { recorded: new Set(['days7']) })).toBeNull();
  });

  it('a reminder turned off is muted (recorded, not sent)', () => {
    const preferences = { ...DEFAULT_REMINDER_PREFERENCES, days30: false, overdueWeekly: false };
    expect(plan('2027-05-02', { preferences })?.muted).toBe(true);
    expect(plan('2027-05-25', { preferences })?.muted).toBe(false);
    expect(plan('2027-06-20', { preferences })?.muted).toBe(true);
  });

  it('while we file it: nothing 60 or 30 days out (not recorded), the 7-day one still', () => {
    expect(plan('2027-05-02', { inProgress: true })).toBeNull();
    expect(plan('2027-05-25', { inProgress: true })?.key).toBe('days7');
    expect(plan('2027-06-10', { inProgress: true })?.key).toBe('overdue:2027-06-08');
  });
});
