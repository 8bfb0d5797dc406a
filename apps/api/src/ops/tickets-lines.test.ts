import { describe, expect, it } from 'vitest';
import { dueWords, formatZoned } from './tickets-lines';

const NY = 'America/New_York';

describe('support ticket lines', () => {
  it('writes times in the support time zone with its generic name', () => {
    expect(formatZoned(new Date('2026-11-24T19:00:00Z'), NY)).toBe('Tue 24 Nov 14:00 ET');
    // Summer time: still ET, an hour closer to UTC.
    expect(formatZoned(new Date('2026-07-07T13:05:00Z'), NY)).toBe('Tue 7 Jul 09:05 ET');
    expect(formatZoned(new Date('2026-11-24T19:00:00Z'), 'America/Los_Angeles')).toBe(
      'Tue 24 Nov 11:00 PT',
    );
  });

  it('says how long is left, or how late it is, in whole units', () => {
    const now = new Date('2026-11-24T16:00:00Z');
    expect(dueWords('2026-11-24T19:10:00.000Z', now, NY)).toBe('due Tue 24 Nov 14:10 ET (in 3h)');
    expect(dueWords('2026-11-24T13:50:00.000Z', now, NY)).toBe(
      'due Tue 24 Nov 08:50 ET (OVERDUE by 2h)',
    );
    expect(dueWords('2026-11-24T16:45:00.000Z', now, NY)).toContain('(in 45m)');
    expect(dueWords('2026-11-27T16:00:00.000Z', now, NY)).toContain('(in 3d)');
    expect(dueWords(null, now, NY)).toBe('no answer due');
  });
});
