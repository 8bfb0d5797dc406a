import { z } from 'zod';
import { successEnvelope } from '../envelope';

export const RULE_DIRECTIONS = ['any', 'in', 'out'] as const;
export type TRuleDirection = (typeof RULE_DIRECTIONS)[number];

/**
 * "Description contains STRIPE → Sales": every condition given must hold. Amounts compare the
 * absolute value in minor units. Applied on import (first matching rule by position wins) and
 * on demand to uncategorised transactions.
 */
export const ZRuleInput = z
  .object({
    descriptionContains: z.string().trim().min(1).max(200).nullable().optional(),
    direction: z.enum(RULE_DIRECTIONS).default('any'),
    amountMin: z.number().int().min(0).nullable().optional(),
    amountMax: z.number().int().min(0).nullable().optional(),
    accountId: z.uuid().nullable().optional(),
    categoryId: z.uuid(),
    /** Also sets the counterparty, when given. */
    counterparty: z.string().trim().min(1).max(200).nullable().optional(),
  })
  .refine(
    (r) =>
      Boolean(r.descriptionContains) ||
      r.amountMin != null ||
      r.amountMax != null ||
      Boolean(r.accountId) ||
      r.direction !== 'any',
    { message: 'Give the rule at least one condition', path: ['descriptionContains'] },
  )
  .refine((r) => r.amountMin == null || r.amountMax == null || r.amountMin <= r.amountMax, {
    message: 'The lowest amount is above the highest',
    path: ['amountMax'],
  });
export type TRuleInput = z.input<typeof ZRuleInput>;

export const ZRule = z.object({
  id: z.string(),
  position: z.number().int(),
  descriptionContains: z.string().nullable(),
  direction: z.enum(RULE_DIRECTIONS),
  amountMin: z.number().int().nullable(),
  amountMax: z.number().int().nullable(),
  accountId: z.string().nullable(),
  categoryId: z.string(),
  categoryName: z.string(),
  counterparty: z.string().nullable(),
  createdAt: z.string(),
});
export type TRule = z.infer<typeof ZRule>;
export const ZRulesResponse = successEnvelope(z.array(ZRule));
export const ZRuleResponse = successEnvelope(ZRule);
export const ZApplyRulesResult = successEnvelope(
  z.object({ examined: z.number().int(), categorised: z.number().int() }),
);
