import { formatDayTime } from '@charterline/shared/format';
import {
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_PRIORITY_LABELS,
  type TSupportTicketSummary,
} from '@charterline/shared/schemas/support';

/** "#1042 · Mail · Normal". */
export const ticketLine = (
  ticket: Pick<TSupportTicketSummary, 'number' | 'category' | 'priority'>,
): string =>
  `#${ticket.number} · ${SUPPORT_CATEGORY_LABELS[ticket.category]} · ${SUPPORT_PRIORITY_LABELS[ticket.priority]}`;

/** An IANA zone in words: "America/New_York" → "New York time"; UTC stays "UTC". */
export const zoneWords = (timeZone: string | undefined): string => {
  if (!timeZone || /^(Etc\/)?(UTC|GMT|Universal|Zulu)$/.test(timeZone)) return 'UTC';
  const city = timeZone.split('/').pop()?.replaceAll('_', ' ');
  return city ? `${city} time` : 'New York time';
};

/**
 * "We answer by 5 Nov 2026, 14:00 (Berlin time)": in the reader's own clock, which is what
 * formatDayTime writes (most of our customers are not in New York), with its zone said.
 */
export const answerByText = (answerBy: string, timeZone = readerTimeZone()): string =>
  `We answer by ${formatDayTime(answerBy)} (${zoneWords(timeZone)})`;

const readerTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};
