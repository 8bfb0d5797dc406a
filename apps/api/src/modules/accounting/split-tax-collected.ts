import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type TDbExecutor } from '../../db/client';
import { ledgerCategories, ledgerSplits, ledgerTransactions } from '../../db/schema';
import { taxPartOf } from './tax-collected';

/** An invoice payment with what its tax part is computed from (decision 0184). */
export type TPaymentFacts = {
  id: string;
  companyId: string;
  invoiceId: string;
  paidOn: string;
  amount: number;
  currency: string;
  number: string | null;
  customer: string | null;
  taxTotal: number;
  total: number;
  /** The invoice's payments up to this one, in the order recorded (this one included). */
  paidThrough: number;
  /** All the invoice's payments. */
  paidInAll: number;
};

/**
 * Invoice payments with their invoice's tax and the running total of the invoice's payments,
 * for the payments of the invoices `invoicesWhere` selects (a condition on `ip` and `i`); with
 * `unbookedOnly`, those of them not in the books yet (the running total counts them all).
 */
export const paymentFacts = async (
  exec: TDbExecutor,
  invoicesWhere: SQL,
  unbookedOnly = false,
): Promise<TPaymentFacts[]> => {
  const result = await exec.execute(sql`
    select * from (
      select ip.id, ip.company_id, ip.invoice_id, ip.paid_on::text as paid_on, ip.amount,
        i.currency, i.number, i.customer_snapshot ->> 'name' as customer, i.tax_total, i.total,
        sum(ip.amount) over (partition by ip.invoice_id
          order by ip.created_at, ip.id) as paid_through,
        sum(ip.amount) over (partition by ip.invoice_id) as paid_in_all
      from invoice_payments ip
      join invoices i on i.id = ip.invoice_id
      where ${invoicesWhere}
    ) p
    where ${unbookedOnly ? sql`not exists (select 1 from ${ledgerTransactions} lt where lt.invoice_payment_id = p.id)` : sql`true`}`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    id: String(r.id),
    companyId: String(r.company_id),
    invoiceId: String(r.invoice_id),
    paidOn: String(r.paid_on).slice(0, 10),
    amount: Number(r.amount),
    currency: String(r.currency),
    number: r.number === null ? null : String(r.number),
    customer: r.customer === null || r.customer === undefined ? null : String(r.customer),
    taxTotal: Number(r.tax_total),
    total: Number(r.total),
    paidThrough: Number(r.paid_through),
    paidInAll: Number(r.paid_in_all),
  }));
};

export type TTaxChart = { sales: string; taxCollected: string };

/** The Sales and "Sales tax / VAT collected" categories of the company (chart seeded). */
export const taxChartOf = async (exec: TDbExecutor, companyId: string): Promise<TTaxChart> => {
  const rows = await exec
    .select({ id: ledgerCategories.id, key: ledgerCategories.key })
    .from(ledgerCategories)
    .where(
      and(
        eq(ledgerCategories.companyId, companyId),
        inArray(ledgerCategories.key, ['sales', 'sales_tax_collected']),
      ),
    );
  const sales = rows.find((r) => r.key === 'sales')?.id;
  const taxCollected = rows.find((r) => r.key === 'sales_tax_collected')?.id;
  if (!sales || !taxCollected) throw new Error(`taxChartOf: chart of ${companyId} not seeded`);
  return { sales, taxCollected };
};

export type TPart = { categoryId: string; amount: number };

/** Where a payment goes: Sales for what is not tax, the liability for the tax (no 0 part). */
export const partsOfPayment = (facts: TPaymentFacts, chart: TTaxChart): TPart[] => {
  const tax = taxPartOf(facts);
  return [
    { categoryId: chart.sales, amount: facts.amount - tax },
    { categoryId: chart.taxCollected, amount: tax },
  ].filter((p) => p.amount !== 0);
};

/**
 * Makes whole transactions in `fromCategoryId` split into `parts` (they add up to the amount),
 * each only while it is still whole in that category: a transaction categorised by hand since,
 * or split by a concurrent call, is left as it is. Answers the ids changed.
 */
export const splitWhole = async (
  exec: TDbExecutor,
  companyId: string,
  items: { id: string; parts: TPart[] }[],
  fromCategoryId: string,
): Promise<string[]> => {
  const changed: string[] = [];
  for (const item of items) {
    if (item.parts.length < 2) continue;
    const [row] = await exec
      .update(ledgerTransactions)
      .set({ isSplit: true, categoryId: null })
      .where(
        and(
          eq(ledgerTransactions.id, item.id),
          eq(ledgerTransactions.companyId, companyId),
          eq(ledgerTransactions.isSplit, false),
          eq(ledgerTransactions.categoryId, fromCategoryId),
        ),
      )
      .returning({ id: ledgerTransactions.id });
    if (!row) continue;
    await exec.insert(ledgerSplits).values(
      item.parts.map((p, position) => ({
        transactionId: item.id,
        companyId,
        categoryId: p.categoryId,
        amount: p.amount,
        position,
      })),
    );
    changed.push(item.id);
  }
  return changed;
};

/**
 * Once per company, when "Sales tax / VAT collected" joins a chart seeded before it (decision
 * 0184): the taxed invoice payments booked whole in Sales are split into Sales and the tax
 * collected, and so are the deposits matched to them (which count instead of the payment).
 * A payment or deposit whose category was changed by hand keeps it.
 */
export const splitBookedTax = async (exec: TDbExecutor, companyId: string): Promise<number> => {
  const chart = await taxChartOf(exec, companyId);
  const facts = await paymentFacts(exec, sql`ip.company_id = ${companyId} and i.tax_total > 0`);
  if (facts.length === 0) return 0;
  const byPayment = new Map(facts.map((f) => [f.id, f]));
  const booked = await exec
    .select({
      id: ledgerTransactions.id,
      paymentId: ledgerTransactions.invoicePaymentId,
      amount: ledgerTransactions.amount,
      matchedId: ledgerTransactions.matchedId,
    })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.companyId, companyId),
        eq(ledgerTransactions.source, 'invoice_payment'),
        inArray(ledgerTransactions.invoicePaymentId, [...byPayment.keys()]),
      ),
    );
  const payments: { id: string; parts: TPart[] }[] = [];
  const deposits: { id: string; parts: TPart[] }[] = [];
  for (const b of booked) {
    const f = b.paymentId ? byPayment.get(b.paymentId) : undefined;
    if (!f || f.amount !== b.amount) continue;
    const parts = partsOfPayment(f, chart);
    payments.push({ id: b.id, parts });
    if (b.matchedId) deposits.push({ id: b.matchedId, parts });
  }
  const changed = await splitWhole(exec, companyId, payments, chart.sales);
  const depositsChanged = await splitWhole(exec, companyId, deposits, chart.sales);
  return changed.length + depositsChanged.length;
};
