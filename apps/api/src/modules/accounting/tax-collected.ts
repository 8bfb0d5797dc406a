/**
 * The tax part of an invoice payment (decision 0184): tax collected on an invoice is owed to a
 * tax authority, so the part of each payment that is tax is booked to the liability
 * "Sales tax / VAT collected", the rest to Sales.
 *
 * A payment carries the invoice's tax in proportion (tax total / total). Rounded on the running
 * total of the invoice's payments, in the order they were recorded, the parts of the payments add up
 * to the invoice's tax exactly once it is paid in full (two halves of 0.03 of tax: 0.02 + 0.01).
 */

/** a × b / c rounded half up, exactly (c > 0; a × b may pass 2^53). */
const mulDivRound = (a: number, b: number, c: number): bigint => {
  const n = 2n * BigInt(a) * BigInt(b) + BigInt(c);
  const d = 2n * BigInt(c);
  const q = n / d;
  // BigInt division truncates toward zero: floor for a negative numerator.
  return n % d !== 0n && n < 0n ? q - 1n : q;
};

/**
 * The tax in a payment of `amount` that brings the invoice's payments to `paidThrough`
 * (this payment included). 0 for an invoice without tax; never more than the payment.
 */
export const taxPartOf = (input: {
  amount: number;
  paidThrough: number;
  taxTotal: number;
  total: number;
}): number => {
  const { amount, paidThrough, taxTotal, total } = input;
  if (taxTotal <= 0 || total <= 0 || amount === 0) return 0;
  const part = Number(
    mulDivRound(taxTotal, paidThrough, total) - mulDivRound(taxTotal, paidThrough - amount, total),
  );
  return amount > 0 ? Math.min(Math.max(part, 0), amount) : Math.max(Math.min(part, 0), amount);
};
