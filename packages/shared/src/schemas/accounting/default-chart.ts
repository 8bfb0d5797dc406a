import type { TCategoryType, TForm5472Kind } from './categories';

/**
 * The chart every company starts with (decision 0146): small, fit for an LLC, editable. `key`
 * names a system category the code refers to (Sales for invoice payments, the owner lines for
 * Form 5472); renaming keeps the key.
 */
export const DEFAULT_CHART = [
  { key: 'sales', name: 'Sales', type: 'income' },
  { key: 'other_income', name: 'Other income', type: 'income' },
  { key: 'interest_income', name: 'Interest income', type: 'income' },
  { key: 'refunds', name: 'Refunds to customers', type: 'income' },
  { key: 'cost_of_goods', name: 'Cost of goods sold', type: 'cost_of_sales' },
  { key: 'payment_fees', name: 'Payment processing fees', type: 'cost_of_sales' },
  { key: 'hosting', name: 'Hosting and infrastructure', type: 'cost_of_sales' },
  { key: 'advertising', name: 'Advertising and marketing', type: 'expense' },
  { key: 'bank_fees', name: 'Bank fees', type: 'expense' },
  { key: 'contractors', name: 'Contractors', type: 'expense' },
  { key: 'professional_fees', name: 'Legal and professional fees', type: 'expense' },
  { key: 'software', name: 'Software and subscriptions', type: 'expense' },
  { key: 'office', name: 'Office and supplies', type: 'expense' },
  { key: 'rent', name: 'Rent', type: 'expense' },
  { key: 'travel', name: 'Travel', type: 'expense' },
  { key: 'meals', name: 'Meals', type: 'expense' },
  { key: 'phone_internet', name: 'Phone and internet', type: 'expense' },
  { key: 'insurance', name: 'Insurance', type: 'expense' },
  { key: 'company_fees', name: 'Company filings and registered agent', type: 'expense' },
  { key: 'other_expenses', name: 'Other expenses', type: 'expense' },
  {
    key: 'owner_contribution',
    name: 'Owner contribution',
    type: 'owner',
    form5472: 'contribution',
  },
  { key: 'owner_draw', name: 'Owner draw', type: 'owner', form5472: 'distribution' },
  { key: 'owner_loan_in', name: 'Loan from owner', type: 'owner', form5472: 'loan_from_owner' },
  {
    key: 'owner_loan_repaid',
    name: 'Loan repaid to owner',
    type: 'owner',
    form5472: 'loan_repaid_to_owner',
  },
  { key: 'transfer', name: 'Transfer between accounts', type: 'transfer' },
  { key: 'taxes', name: 'Taxes and licences', type: 'tax' },
  /**
   * The tax part of an invoice payment (decision 0184): collected for a tax authority and owed
   * to it, so a liability and never income. Paying it over takes it back down.
   */
  { key: 'sales_tax_collected', name: 'Sales tax / VAT collected', type: 'liability' },
] as const satisfies readonly {
  key: string;
  name: string;
  type: TCategoryType;
  form5472?: TForm5472Kind;
}[];
export type TChartKey = (typeof DEFAULT_CHART)[number]['key'];
