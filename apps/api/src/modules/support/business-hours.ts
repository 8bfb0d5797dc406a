/**
 * Business hours (issue 24, decision 0160): when support answers, and by when. Helper B
 * replaces this placeholder with the real schedule (SUPPORT_HOURS in SUPPORT_TIME_ZONE,
 * holidays) and its tests; the signatures stay.
 */
export type TSupportSchedule = {
  timeZone: string;
  hours: string;
  holidays: 'us-federal' | 'none';
  firstAnswerHours: number;
};

export const scheduleOf = (config: {
  SUPPORT_TIME_ZONE: string;
  SUPPORT_HOURS: string;
  SUPPORT_HOLIDAYS: 'us-federal' | 'none';
  SUPPORT_FIRST_ANSWER_HOURS: number;
}): TSupportSchedule => ({
  timeZone: config.SUPPORT_TIME_ZONE,
  hours: config.SUPPORT_HOURS,
  holidays: config.SUPPORT_HOLIDAYS,
  firstAnswerHours: config.SUPPORT_FIRST_ANSWER_HOURS,
});

/** When an answer to a message sent at `from` is due: `firstAnswerHours` business hours on. */
export const answerDueAt = (from: Date, schedule: TSupportSchedule): Date =>
  new Date(from.getTime() + schedule.firstAnswerHours * 3_600_000);

/** The schedule in words, for the page ("Monday to Friday, 9:00–18:00 New York time…"). */
export const describeSchedule = (schedule: TSupportSchedule): string => schedule.hours;
