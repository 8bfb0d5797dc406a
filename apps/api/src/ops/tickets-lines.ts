// How the support commands print tickets: one line each in the queue, a header and the whole
// conversation for one ticket. Times in the support time zone, as staff promise them.
import type { TOpsSupportTicket } from '@charterline/shared/schemas/support';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "Tue 24 Nov 14:00 ET": the zone's generic short name (ET, not EST/EDT). */
export const formatZoned = (at: Date, timeZone: string): string => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'shortGeneric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
};

/** "3h", "45m", "2d": the whole units, rounded down. */
const span = (ms: number): string => {
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)}m`;
  if (ms < 2 * DAY) return `${Math.floor(ms / HOUR)}h`;
  return `${Math.floor(ms / DAY)}d`;
};

/** "due Tue 24 Nov 14:00 ET (in 3h)", "… (OVERDUE by 2h)", or "no answer due". */
export const dueWords = (dueAt: string | null, now: Date, timeZone: string): string => {
  if (!dueAt) return 'no answer due';
  const due = new Date(dueAt);
  const left = due.getTime() - now.getTime();
  const when = left >= 0 ? `in ${span(left)}` : `OVERDUE by ${span(-left)}`;
  return `due ${formatZoned(due, timeZone)} (${when})`;
};

/** One ticket of the queue on one line. */
export const ticketLine = (t: TOpsSupportTicket, now: Date, timeZone: string): string =>
  [
    `#${t.number}`,
    dueWords(t.dueAt, now, timeZone),
    t.status,
    t.priority,
    t.category,
    t.companyName ?? '(no name yet)',
    t.subject,
    ...(t.assignee ? [`@${t.assignee}`] : []),
  ].join('  ');

/** The header and every message, oldest first, internal notes marked. */
export const ticketDetail = (t: TOpsSupportTicket, now: Date, timeZone: string): string[] => [
  `#${t.number}  ${t.subject}`,
  `  id:        ${t.id}`,
  `  status:    ${t.status}`,
  `  priority:  ${t.priority}`,
  `  category:  ${t.category}`,
  `  company:   ${t.companyName ?? '(no name yet)'} (${t.companyId})`,
  `  customer:  ${t.customerEmail ?? '-'}`,
  `  about:     ${t.about ? `${t.about.kind} ${t.about.id}` : '-'}`,
  `  assignee:  ${t.assignee ?? '-'}`,
  `  due:       ${dueWords(t.dueAt, now, timeZone)}`,
  ...t.messages.flatMap((m) => [
    '',
    `${formatZoned(new Date(m.createdAt), timeZone)}  ${m.authorName} (${m.author})${m.internal ? '  [internal note]' : ''}`,
    ...m.body.split('\n').map((line) => `  ${line}`),
    ...(m.attachments.length
      ? [`  attachments: ${m.attachments.map((a) => a.fileName).join(', ')}`]
      : []),
  ]),
];
