import type { TSupportHours } from '@charterline/shared/schemas/support';
import { useSupportHours } from '../api/get-support-hours';

/** 8 or 9 business hours is a business day as people say it; other settings say the hours. */
const withinOf = (hours: number): string =>
  hours >= 8 && hours <= 9 ? 'one business day' : `${hours} business hours`;

/** "We answer within one business day. Monday to Friday, 9:00–18:00 (New York time)…". */
export const supportHoursText = (hours: TSupportHours): string =>
  `We answer within ${withinOf(hours.firstAnswerHours)}. ${hours.schedule}.`;

/** The promise under the heading; nothing while it loads or if it cannot be read. */
export const SupportHoursLine = () => {
  const hours = useSupportHours();
  if (!hours.data) return null;
  return <p className="mt-1 text-slate-600">{supportHoursText(hours.data)}</p>;
};
