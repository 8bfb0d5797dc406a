import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, type TFeedItem } from './build-calendar';

const item = (
  over: Partial<TFeedItem['obligation']> = {},
  texts?: Partial<TFeedItem['texts']>,
) => ({
  obligation: {
    id: 'o1',
    title: 'Wyoming annual report',
    agency: 'WY Secretary of State',
    dueDate: '2027-03-01',
    feeCents: 6000,
    resolution: null,
    filedOn: null,
    serviceId: null,
    ...over,
  },
  texts: { ruleText: '', feeText: null, consequence: '', ...texts },
});

const eventsOf = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics) as unknown[])
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v));

describe('buildCalendar', () => {
  it('keeps non-ASCII words whole across folded lines and says the fee in words when given', () => {
    const long = `Greater of $60 or $0.0002 × Wyoming assets — ${'é'.repeat(80)}`;
    const ics = buildCalendar({
      calendarName: 'Café Ünïcode LLC — deadlines',
      portalUrl: 'https://portal.test',
      items: [item({ feeCents: null }, { feeText: long })],
    });
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const [event] = eventsOf(ics);
    expect(event?.summary).toBe('Wyoming annual report');
    expect(event?.description).toContain(`Fee: ${long}.`);
    expect(
      new ICAL.Component(ICAL.parse(ics) as unknown[]).getFirstPropertyValue('x-wr-calname'),
    ).toBe('Café Ünïcode LLC — deadlines');
  });

  it('says when we file it, when it was filed, and that a free filing costs nothing', () => {
    const [ours, filed] = eventsOf(
      buildCalendar({
        calendarName: 'x',
        portalUrl: 'https://portal.test',
        items: [
          item({ id: 'a', feeCents: 0, serviceId: 's1' }),
          item({ id: 'b', resolution: 'filed', filedOn: '2027-02-10', dueDate: '2027-03-31' }),
        ],
      }),
    );
    expect(ours?.summary).toBe('Wyoming annual report');
    expect(ours?.description).toContain('Fee: No fee.');
    expect(ours?.description).toContain('We are filing it for you.');
    expect(filed?.summary).toBe('Filed: Wyoming annual report — $60');
    expect(filed?.description).toContain('Filed on Feb 10, 2027.');
    // A due date at a month's end ends the next day, in the next month.
    expect(filed?.endDate.toString()).toBe('2027-04-01');
  });

  it('is a valid calendar with no events when there is nothing to show', () => {
    const ics = buildCalendar({ calendarName: 'x', portalUrl: 'https://portal.test', items: [] });
    expect(eventsOf(ics)).toEqual([]);
    expect(ics.match(/X-PUBLISHED-TTL/g)).toHaveLength(1);
  });
});
