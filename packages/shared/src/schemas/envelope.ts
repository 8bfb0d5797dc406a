import { z } from 'zod';

/** One entry of a failure envelope's `errors` list (docs/architecture.md § API conventions). */
export const ZApiErrorItem = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type TApiErrorItem = z.infer<typeof ZApiErrorItem>;

/** The failure envelope every 4xx/5xx answer carries. */
export const ZErrorEnvelope = z.object({
  status: z.literal('error'),
  message: z.string(),
  errors: z.array(ZApiErrorItem),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

/** Wraps a data schema in the success envelope. */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({
    status: z.literal('success'),
    data,
    message: z.string().optional(),
  });
