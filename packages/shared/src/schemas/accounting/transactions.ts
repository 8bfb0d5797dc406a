import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { pagedOf, pagingQuery } from '../paging';
import { ZBoundedAmount, ZFlag, ZIsoDay } from './fields';

export const TRANSACTION_SOURCES = ['import', 'manual', 'invoice_payment'] as const;
export type TTransactionSource = (typeof TRANSACTION_SOURCES)[number];

export const ZSplitPart = z.object({
  id: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  amount: z.number().int(),
  memo: z.string().nullable(),
});
export type TSplitPart = z.infer<typeof ZSplitPart>;

export const ZTransaction = z.object({
  id: z.string(),
  /** Null for an invoice payment not matched to a deposit yet (it counts as income until then). */
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
  date: z.string(),
  description: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** Null when uncategorised or split (then `splits` says where it went). */
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  counterparty: z.string().nullable(),
  memo: z.string().nullable(),
  source: z.enum(TRANSACTION_SOURCES),
  importId: z.string().nullable(),
  splits: z.array(ZSplitPart),
  /** The invoice it pays (an invoice payment, or the deposit matched to one). */
  invoice: z.object({ id: z.string(), number: z.string().nullable() }).nullable(),
  /** The other side of a match: the deposit of an invoice payment, or the payment of a deposit. */
  matchedTransactionId: z.string().nullable(),
  /** Receipts in the documents vault. */
  attachmentIds: z.array(z.string()),
  /** In a month the books are closed for: read only (decision 0150). */
  locked: z.boolean(),
  createdAt: z.string(),
});
export type TTransaction = z.infer<typeof ZTransaction>;
export const ZTransactionResponse = successEnvelope(ZTransaction);

export const TRANSACTION_SORT_FIELDS = ['date', 'amount', 'description'] as const;
export const ZTransactionListQuery = pagingQuery(TRANSACTION_SORT_FIELDS, {
  size: 50,
  sort: 'date,desc',
}).extend({
  companyId: z.uuid().optional(),
  /** Words in the description, counterparty or memo. */
  q: z.string().trim().max(200).optional(),
  accountId: z.uuid().optional(),
  categoryId: z.uuid().optional(),
  uncategorised: ZFlag,
  source: z.enum(TRANSACTION_SOURCES).optional(),
  from: ZIsoDay.optional(),
  to: ZIsoDay.optional(),
});
export type TTransactionListQuery = z.input<typeof ZTransactionListQuery>;
export const ZTransactionList = pagedOf(ZTransaction).extend({
  /** Money in and out over every transaction the filters select, per currency. */
  sums: z.array(z.object({ currency: z.string(), in: z.number().int(), out: z.number().int() })),
});
export type TTransactionList = z.infer<typeof ZTransactionList>;
export const ZTransactionListResponse = successEnvelope(ZTransactionList);

export const ZTransactionInput = z.object({
  accountId: z.uuid(),
  date: ZIsoDay,
  description: z.string().trim().min(1, 'Describe the transaction').max(500),
  amount: ZBoundedAmount.refine((v) => v !== 0, 'Enter an amount'),
  categoryId: z.uuid().nullable().optional(),
  counterparty: z.string().trim().max(200).nullable().optional(),
  memo: z.string().trim().max(2000).nullable().optional(),
});
export type TTransactionInput = z.input<typeof ZTransactionInput>;
/** Category, counterparty and memo on any transaction; the rest only on one added by hand. */
export const ZTransactionPatch = ZTransactionInput.partial();
export type TTransactionPatch = z.input<typeof ZTransactionPatch>;

export const ZBulkCategorise = z.object({
  ids: z.array(z.uuid()).min(1).max(500),
  /** Null makes them uncategorised again. */
  categoryId: z.uuid().nullable(),
});
export const ZBulkCategoriseResult = successEnvelope(z.object({ updated: z.number().int() }));

export const ZSplitInput = z.object({
  parts: z
    .array(
      z.object({
        /** Bounded like every amount: 20 parts add up exactly, far below 2^53. */
        amount: ZBoundedAmount.refine((v) => v !== 0, 'Enter an amount'),
        categoryId: z.uuid(),
        memo: z.string().trim().max(500).nullable().optional(),
      }),
    )
    .min(2, 'Split into at least two parts')
    .max(20),
});
export type TSplitInput = z.input<typeof ZSplitInput>;

export const ZMatchInput = z.object({ transactionId: z.uuid() });
export const ZMatchCandidatesResponse = successEnvelope(z.array(ZTransaction));
export const ZAttachInput = z.object({ documentId: z.uuid() });
