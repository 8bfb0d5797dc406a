import { z } from 'zod';

export const ZCreditNote = z.object({
  id: z.string(),
  number: z.string(),
  invoiceId: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  issuedOn: z.string(),
  createdAt: z.string(),
});
export type TCreditNote = z.infer<typeof ZCreditNote>;

/** A credit note corrects a finalised invoice by an amount (at most what is not credited yet). */
export const ZCreditNoteInput = z.object({
  amount: z.number().int('Enter the amount in cents').gt(0, 'Enter an amount'),
  reason: z.string().trim().min(1, 'Say why').max(1000),
  /**
   * E-mail the credit note (its PDF attached) to the invoice's customer (issue 36 item 4);
   * absent: yes. False: issued only (the LLC sends it itself).
   */
  email: z.boolean().optional(),
});
export type TCreditNoteInput = z.input<typeof ZCreditNoteInput>;
