import { createEvents, type DateArray, type EventAttributes } from 'ics';
import { formatDate, formatMoney } from '@charterline/shared/format';
import { COMPLIANCE_PAGES } from '@charterline/shared/schemas/compliance';
import type { TFeedTexts } from './feed-texts';
import { foldIcsLines } from './fold-lines';
import type { TFeedObligationRow } from './feeds.repository';

export type TFeedItem = {
  obligation: Pick<
    TFeedObligationRow,
    'id' | 'title' | 'agency' | 'dueDate' | 'feeCents' | 'resolution' | 'filedOn' | 'serviceId'
  >;
  texts: TFeedTexts;
};

/** Calendar apps read the feed again after this (RFC 7986 REFRESH-INTERVAL; Outlook's TTL). */
const REFRESH = 'PT12H';

const dateArray = (isoDate: string, plusDays = 0): DateArray => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + plusDays);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
};

/** "$60" in a title (whole dollars read better there), "$60.50" when there are cents. */
const shortMoney = (cents: number): string => formatMoney(cents).replace(/\.00$/, '');

const titleOf = ({ obligation }: TFeedItem): string => {
  const fee = obligation.feeCents ? ` — ${shortMoney(obligation.feeCents)}` : '';
  const filed = obligation.resolution === 'filed' ? 'Filed: ' : '';
  return `${filed}${obligation.title}${fee}`;
};

const descriptionOf = ({ obligation, texts }: TFeedItem, link: string): string => {
  const fee =
    texts.feeText ??
    (obligation.feeCents === null
      ? null
      : obligation.feeCents === 0
        ? 'No fee'
        : formatMoney(obligation.feeCents));
  return [
    `${obligation.agency}, due ${formatDate(obligation.dueDate)}.`,
    texts.ruleText ? `Rule: ${texts.ruleText}.` : null,
    fee ? `Fee: ${fee}.` : null,
    texts.consequence ? `If missed: ${texts.consequence}` : null,
    obligation.filedOn ? `Filed on ${formatDate(obligation.filedOn)}.` : null,
    obligation.serviceId && !obligation.filedOn ? 'We are filing it for you.' : null,
    link,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
};

/**
 * The company's deadlines as an iCalendar file: one all-day event per obligation with a
 * stable UID (a calendar app updates it in place when a date moves or it is filed), and a
 * reminder a week before, except for what is already filed.
 */
export const buildCalendar = (input: {
  calendarName: string;
  items: TFeedItem[];
  /** The portal's URL (no trailing slash): the events link to the obligation's page. */
  portalUrl: string;
}): string => {
  const events: EventAttributes[] = input.items.map((item) => {
    const link = `${input.portalUrl}${COMPLIANCE_PAGES.obligation(item.obligation.id)}`;
    return {
      uid: `${item.obligation.id}@charterline`,
      start: dateArray(item.obligation.dueDate),
      end: dateArray(item.obligation.dueDate, 1),
      title: titleOf(item),
      description: descriptionOf(item, link),
      url: link,
      transp: 'TRANSPARENT',
      busyStatus: 'FREE',
      alarms:
        item.obligation.resolution === 'filed'
          ? []
          : [
              {
                action: 'display',
                description: titleOf(item),
                // 7 days, in hours: ics writes days as "-P7DT", which strict parsers refuse.
                trigger: { hours: 7 * 24, before: true },
              },
            ],
    };
  });
  const { error, value } = createEvents(events, {
    productId: '-//Charterline//Compliance deadlines//EN',
    calName: input.calendarName,
  });
  if (error || value === null) throw error ?? new Error('ics returned no calendar');
  // ics writes Outlook's hint only (an hour): ours, and the standard one beside it.
  return foldIcsLines(
    value.replace(
      /X-PUBLISHED-TTL:[^\r\n]*\r\n/,
      `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}\r\nX-PUBLISHED-TTL:${REFRESH}\r\n`,
    ),
  );
};
