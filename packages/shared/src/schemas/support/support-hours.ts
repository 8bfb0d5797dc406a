import { z } from 'zod';
import { successEnvelope } from '../envelope';

/** GET …/support/hours: when we answer, and by when a ticket sent now would be answered. */
export const ZSupportHours = z.object({
  timeZone: z.string(),
  /** In words: "Monday to Friday, 9:00–18:00 (New York time), except US federal holidays". */
  schedule: z.string(),
  firstAnswerHours: z.number(),
  answerByIfSentNow: z.iso.datetime({ offset: true }),
});
export type TSupportHours = z.infer<typeof ZSupportHours>;
export const ZSupportHoursResponse = successEnvelope(ZSupportHours);
