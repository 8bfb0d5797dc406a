import { z } from 'zod';
import { successEnvelope } from '../envelope';

export const CATEGORY_TYPES = [
  'income',
  'cost_of_sales',
  'expense',
  'owner',
  'transfer',
  'tax',
  'liability',
] as const;
export type TCategoryType = (typeof CATEGORY_TYPES)[number];
export const CATEGORY_TYPE_LABELS: Record<TCategoryType, string> = {
  income: 'Income',
  cost_of_sales: 'Cost of sales',
  expense: 'Expenses',
  owner: 'Owner’s equity and loans',
  transfer: 'Transfers',
  tax: 'Taxes',
  liability: 'Owed to others',
};
/** Which types make the profit and loss (owner and transfer money is not profit or loss). */
export const PNL_TYPES = [
  'income',
  'cost_of_sales',
  'expense',
  'tax',
] as const satisfies readonly TCategoryType[];

/**
 * What a category means for Form 5472 Part IV/V: transactions between the LLC and its foreign
 * owner (decision 0149). Null: not reportable.
 */
export const FORM_5472_KINDS = [
  'contribution',
  'distribution',
  'loan_from_owner',
  'loan_repaid_to_owner',
  'paid_to_owner',
  'received_from_owner',
] as const;
export type TForm5472Kind = (typeof FORM_5472_KINDS)[number];
export const FORM_5472_LABELS: Record<TForm5472Kind, string> = {
  contribution: 'Capital contributed by the owner',
  distribution: 'Distributions to the owner',
  loan_from_owner: 'Amounts borrowed from the owner',
  loan_repaid_to_owner: 'Loans repaid to the owner',
  paid_to_owner: 'Amounts paid to the owner (services, rent, reimbursements)',
  received_from_owner: 'Amounts received from the owner (sales, services)',
};

export const ZCategoryInput = z.object({
  name: z.string().trim().min(1, 'Name the category').max(80),
  type: z.enum(CATEGORY_TYPES),
  form5472: z.enum(FORM_5472_KINDS).nullable().optional(),
});
export type TCategoryInput = z.input<typeof ZCategoryInput>;
export const ZCategoryPatch = ZCategoryInput.partial().extend({ archived: z.boolean().optional() });

export const ZCategory = z.object({
  id: z.string(),
  key: z.string().nullable(),
  name: z.string(),
  type: z.enum(CATEGORY_TYPES),
  form5472: z.enum(FORM_5472_KINDS).nullable(),
  archived: z.boolean(),
  /** Transactions and split parts in it (a category in use is archived, not deleted). */
  transactionCount: z.number().int(),
});
export type TCategory = z.infer<typeof ZCategory>;
export const ZCategoriesResponse = successEnvelope(z.array(ZCategory));
export const ZCategoryResponse = successEnvelope(ZCategory);
