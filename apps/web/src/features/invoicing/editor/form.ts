import {
  TERMS_DAYS,
  ZInvoiceDraftInput,
  type TInvoice,
  type TInvoiceDraftInput,
  type TPaymentTerms,
} from '@charterline/shared/schemas/invoicing';
import {
  currencyDigits,
  invoiceTotals,
  type TInvoiceTotals,
} from '@charterline/shared/rules/invoice-totals';
import { decimalFromTyped, majorFromMinor, minorFromMajor } from '@charterline/shared/rules/money';

/** One line as its fields hold it: text as typed (prices in major units). */
export type TLineValues = {
  description: string;
  quantity: string;
  unitPrice: string;
  taxRate: string;
};
export type TDiscountType = 'none' | 'amount' | 'percent';

/** The editor's fields. Their names are the API's paths, so "lines.1.quantity" lands on its field. */
export type TEditorValues = {
  customerId: string;
  currency: string;
  issueDate: string;
  terms: TPaymentTerms;
  dueDate: string;
  lines: TLineValues[];
  discountType: TDiscountType;
  discountValue: string;
  memo: string;
  footer: string;
};

export const EMPTY_LINE: TLineValues = {
  description: '',
  quantity: '1',
  unitPrice: '',
  taxRate: '0',
};

/** Today in the browser's calendar, YYYY-MM-DD. */
export const localToday = (now = new Date()): string =>
  [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'))
    .join('-');

/** The due date the terms give (custom terms: the date chosen). */
export const dueDateOf = (issueDate: string, terms: TPaymentTerms, dueDate: string): string => {
  if (terms === 'custom') return dueDate;
  const day = new Date(`${issueDate}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return '';
  day.setUTCDate(day.getUTCDate() + TERMS_DAYS[terms]);
  return day.toISOString().slice(0, 10);
};

export const newInvoiceValues = (defaults: {
  currency: string;
  terms: TPaymentTerms;
  footer: string | null;
  today: string;
}): TEditorValues => ({
  customerId: '',
  currency: defaults.currency,
  issueDate: defaults.today,
  terms: defaults.terms,
  dueDate: '',
  lines: [{ ...EMPTY_LINE }],
  discountType: 'none',
  discountValue: '',
  memo: '',
  footer: defaults.footer ?? '',
});

/** A saved draft back in the fields. */
export const valuesOfInvoice = (invoice: TInvoice): TEditorValues => {
  const { discount } = invoice;
  return {
    customerId: invoice.customer.id,
    currency: invoice.currency,
    issueDate: invoice.issueDate,
    terms: invoice.terms,
    dueDate: invoice.terms === 'custom' ? (invoice.dueDate ?? '') : '',
    lines: invoice.lines.map((l) => ({
      description: l.description,
      quantity: String(l.quantity),
      unitPrice: majorFromMinor(l.unitPrice, invoice.currency),
      taxRate: String(l.taxRate),
    })),
    discountType: discount ? discount.type : 'none',
    discountValue: !discount
      ? ''
      : discount.type === 'amount'
        ? majorFromMinor(discount.value, invoice.currency)
        : String(discount.value),
    memo: invoice.memo ?? '',
    footer: invoice.footer ?? '',
  };
};

/** What a price field takes in this currency, said when it is not that. */
const priceHint = (digits: number): string =>
  digits === 0
    ? 'Enter a whole amount, e.g. 1500'
    : `Enter an amount like 12.${'5'.padEnd(digits, '0')}`;

const numbersOf = (values: TEditorValues, digits: number) => {
  const price = (typed: string) => minorFromMajor(typed, values.currency, 'invoice-form');
  const problems: Record<string, string> = {};
  const lines = values.lines.map((l, i) => {
    const quantity = decimalFromTyped(l.quantity, 4);
    const unitPrice = price(l.unitPrice);
    const taxRate = l.taxRate.trim() === '' ? 0 : decimalFromTyped(l.taxRate, 3);
    if (quantity === null) problems[`lines.${i}.quantity`] = 'Enter a quantity, e.g. 1.5';
    if (unitPrice === null) problems[`lines.${i}.unitPrice`] = priceHint(digits);
    if (taxRate === null) problems[`lines.${i}.taxRate`] = 'Enter a rate in %, e.g. 8.875';
    return { description: l.description, quantity, unitPrice, taxRate };
  });
  let discount: TInvoiceDraftInput['discount'] = null;
  if (values.discountType !== 'none' && values.discountValue.trim() !== '') {
    const value =
      values.discountType === 'amount'
        ? price(values.discountValue)
        : decimalFromTyped(values.discountValue, 3);
    if (value === null) {
      problems.discountValue =
        values.discountType === 'amount' ? priceHint(digits) : 'Enter a percentage, e.g. 10';
    } else discount = { type: values.discountType, value };
  }
  return { lines, discount, problems };
};

/** The totals as the server will compute them; a field not readable yet counts as 0. */
export const liveTotals = (values: TEditorValues): TInvoiceTotals => {
  const { lines, discount } = numbersOf(values, currencyDigits(values.currency));
  return invoiceTotals(
    lines.map((l) => ({
      quantity: l.quantity ?? 0,
      unitPrice: l.unitPrice ?? 0,
      taxRate: l.taxRate ?? 0,
    })),
    discount,
  );
};

/**
 * The API's path of a problem ("lines.1.quantity", "discount.value") as the form's field;
 * `root` when it names none of them.
 */
export const fieldOfPath = (path: string | undefined): string => {
  if (!path) return 'root';
  if (path.startsWith('discount')) return 'discountValue';
  if (/^lines\.\d+\.(description|quantity|unitPrice|taxRate)$/.test(path)) return path;
  const top = ['customerId', 'currency', 'issueDate', 'terms', 'dueDate', 'memo', 'footer'];
  return top.includes(path) ? path : 'root';
};

/** The fields as the API takes them, or each field's problem in words (the shared rules). */
export const draftInputOf = (
  values: TEditorValues,
): { input: TInvoiceDraftInput } | { problems: Record<string, string> } => {
  const digits = currencyDigits(values.currency);
  const { lines, discount, problems } = numbersOf(values, digits);
  const input = {
    customerId: values.customerId,
    currency: values.currency,
    issueDate: values.issueDate || undefined,
    terms: values.terms,
    ...(values.terms === 'custom' && values.dueDate ? { dueDate: values.dueDate } : {}),
    lines: lines.map((l) => ({
      description: l.description,
      quantity: l.quantity ?? 0,
      unitPrice: l.unitPrice ?? 0,
      taxRate: l.taxRate ?? 0,
    })),
    discount,
    memo: values.memo.trim() || null,
    footer: values.footer.trim() || null,
  } satisfies TInvoiceDraftInput;
  const checked = ZInvoiceDraftInput.safeParse(input);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = fieldOfPath(issue.path.join('.'));
      problems[field] ??= issue.message;
    }
  }
  return Object.keys(problems).length > 0 ? { problems } : { input };
};
