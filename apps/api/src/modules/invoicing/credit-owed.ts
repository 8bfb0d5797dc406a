import { randomUUID } from 'node:crypto';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import {
  REFUND_METHOD_LABELS,
  ZKeepCreditInput,
  ZRefundInput,
  type TInvoice,
  type TKeepCreditInput,
  type TRefundInput,
} from '@charterline/shared/schemas/invoicing';
import type { TDatabase, TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { enqueueMail } from '../mail/outbox.repository';
import { refundCardPayment, type TRefundEnv } from '../payments/refund-card';
import {
  balanceOf,
  cardPaymentsOf,
  customerCreditIn,
  insertCustomerCredit,
  insertRefund,
  lockCustomer,
  updateRefund,
} from './customer-credits.repository';
import { cardRefundMail } from './invoice-mails';
import { writeInvoiceEvent } from './invoice-events';
import { noSuchInvoice, readInvoiceView, type TViewOptions } from './invoice-view';
import { dayOf, invoicingCompany, type TInvoicingCaller } from './invoicing-company';
import { findInvoice, updateInvoice } from './invoices.repository';
import { documentOf } from './pdf/invoice-document';
import { lockInvoice, type TInvoiceRow } from './record-invoice-payment';

/*
 * Issue 36 item 4 (decision 0183): a credit note on an invoice paid (or paid with the
 * customer's credit) beyond what it now asks is a credit owed back to the customer. The LLC
 * refunds it — to the card that paid, through the payment provider, or by hand (a transfer,
 * a cheque) recorded with its date — or keeps it as the customer's credit, which comes off
 * their next invoices in the same currency. Money is in minor units, as everywhere here.
 */

const moreThanOwed = (owed: number, currency: string) =>
  new AppError('REFUND_EXCEEDS_CREDIT', {
    field: 'amount',
    message: `That is more than is owed back to the customer (${formatMinor(owed, currency)}).`,
  });

/** The invoice under its lock with the credit still owed back, at least `amount`. */
const lockOwing = async (
  tx: TDbExecutor,
  invoiceId: string,
  companyId: string,
  amount: number,
): Promise<TInvoiceRow> => {
  const invoice = await lockInvoice(tx, invoiceId, companyId);
  if (!invoice) throw noSuchInvoice();
  if (amount > invoice.creditOwed) throw moreThanOwed(invoice.creditOwed, invoice.currency);
  return invoice;
};

/** Why a refund by hand cannot be dated `day` on an invoice issued `issueDate`, or null. */
const refundDateProblem = (day: string, issueDate: string, today: string): string | null => {
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  if (day > tomorrow) return 'The refund date cannot be in the future';
  if (day < issueDate) return 'The refund date cannot be before the invoice was issued';
  return null;
};

type TRefundCall = TInvoicingCaller &
  TViewOptions & { invoiceId: string; refund: TRefundInput; env: TRefundEnv };

/**
 * POST /invoices/:id/refunds. By hand: recorded at once (at most the credit owed back). To
 * the card: at most what one card payment has left, in three steps so no lock is held while
 * the provider answers and two refunds never take the same credit — the refund is written
 * pending and the credit taken (one transaction), the provider refunds (idempotent on the
 * refund's id), then the refund is settled: done (the customer is e-mailed), or refused (the
 * credit is owed again: REFUND_REFUSED). The provider not answering leaves it pending, the
 * credit taken (whether money moved is not known; it is not refunded twice).
 */
export const refundCredit = async (db: TDatabase, input: TRefundCall): Promise<TInvoice> => {
  const company = await invoicingCompany(db, input);
  const body = ZRefundInput.parse(input.refund);
  const today = dayOf(input.now);
  if (body.method !== 'card') {
    const found = await findInvoice(db, company.id, input.invoiceId);
    if (!found) throw noSuchInvoice();
    const wrongDay = refundDateProblem(body.refundedOn!, found.issueDate, today);
    if (wrongDay)
      throw new AppError('VALIDATION_ERROR', { field: 'refundedOn', message: wrongDay });
    const row = await db.transaction(async (tx) => {
      const invoice = await lockOwing(tx, input.invoiceId, company.id, body.amount);
      await insertRefund(tx, {
        invoiceId: invoice.id,
        companyId: company.id,
        amount: body.amount,
        method: body.method,
        refundedOn: body.refundedOn!,
        reference: body.reference || null,
        status: 'succeeded',
        recordedBy: 'customer',
        createdAt: input.now,
      });
      const reference = body.reference ? ` (${body.reference})` : '';
      await writeInvoiceEvent(tx, {
        invoiceId: invoice.id,
        kind: 'refunded',
        label: `Refunded ${formatMinor(body.amount, invoice.currency)} by ${REFUND_METHOD_LABELS[body.method].toLowerCase()}${reference}`,
        actor: 'customer',
        now: input.now,
        data: { amount: body.amount, method: body.method, refundedOn: body.refundedOn },
      });
      return updateInvoice(tx, invoice.id, {
        creditOwed: invoice.creditOwed - body.amount,
        refundedTotal: invoice.refundedTotal + body.amount,
        updatedAt: input.now,
      });
    });
    return readInvoiceView(db, row, input);
  }

  const refundId = randomUUID();
  const taken = await db.transaction(async (tx) => {
    const invoice = await lockOwing(tx, input.invoiceId, company.id, body.amount);
    const payments = await cardPaymentsOf(tx, invoice.id);
    const payment = payments.find((p) => p.refundable >= body.amount);
    if (!payment) {
      const most = Math.max(0, ...payments.map((p) => p.refundable));
      throw new AppError('CARD_REFUND_UNAVAILABLE', {
        field: 'amount',
        message:
          most > 0
            ? `At most ${formatMinor(most, invoice.currency)} can go back to the card that paid.`
            : 'No card paid this invoice: record the refund you made by transfer instead.',
      });
    }
    await insertRefund(tx, {
      id: refundId,
      invoiceId: invoice.id,
      companyId: company.id,
      amount: body.amount,
      method: 'card',
      refundedOn: today,
      reference: payment.card,
      status: 'pending',
      paymentId: payment.paymentId,
      recordedBy: 'customer',
      createdAt: input.now,
    });
    await updateInvoice(tx, invoice.id, {
      creditOwed: invoice.creditOwed - body.amount,
      refundedTotal: invoice.refundedTotal + body.amount,
      updatedAt: input.now,
    });
    return { invoice, payment };
  });
  const { invoice, payment } = taken;
  const money = formatMinor(body.amount, invoice.currency);
  const card = payment.card ? ` (${payment.card})` : '';
  let outcome: Awaited<ReturnType<typeof refundCardPayment>> | null = null;
  let refusal: unknown = null;
  try {
    outcome = await refundCardPayment(input.env, {
      provider: payment.provider,
      checkoutSessionId: payment.sessionId,
      amount: body.amount,
      idempotencyKey: refundId,
      // Invoice card payments are destination charges to the LLC's account (decision 0142).
      reverseTransfer: true,
      metadata: { purpose: 'invoice-refund', invoiceId: invoice.id, refundId },
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code === 'SERVICE_UNAVAILABLE') {
      // Whether the provider refunded is not known: the refund stays pending.
      await db.transaction(async (tx) => {
        await writeInvoiceEvent(tx, {
          invoiceId: invoice.id,
          kind: 'refund_pending',
          label: `Refund of ${money} to the card${card} pending: the payment provider did not answer`,
          actor: 'customer',
          now: input.now,
        });
      });
      throw error;
    }
    refusal = error;
  }
  const settled = await db.transaction(async (tx) => {
    const locked = await lockInvoice(tx, invoice.id, company.id);
    if (!locked) throw noSuchInvoice();
    if (!outcome || outcome.status === 'failed') {
      const reason =
        refusal instanceof Error ? refusal.message : (outcome?.failureReason ?? 'refused');
      await updateRefund(tx, refundId, {
        status: 'failed',
        providerRefundId: outcome?.refundId ?? null,
        failureReason: reason,
      });
      await writeInvoiceEvent(tx, {
        invoiceId: invoice.id,
        kind: 'refund_failed',
        label: `Refund of ${money} to the card${card} refused: ${reason}`,
        actor: 'customer',
        now: input.now,
      });
      await updateInvoice(tx, invoice.id, {
        creditOwed: locked.creditOwed + body.amount,
        refundedTotal: locked.refundedTotal - body.amount,
        updatedAt: input.now,
      });
      return null;
    }
    await updateRefund(tx, refundId, {
      status: outcome.status,
      providerRefundId: outcome.refundId,
    });
    await writeInvoiceEvent(tx, {
      invoiceId: invoice.id,
      kind: 'refunded',
      label:
        outcome.status === 'succeeded'
          ? `Refunded ${money} to the card${card}`
          : `Refund of ${money} to the card${card} on its way`,
      actor: 'customer',
      now: input.now,
      data: { amount: body.amount, method: 'card', refundId: outcome.refundId },
    });
    const doc = await documentOf(tx, locked, null);
    await enqueueMail(tx, cardRefundMail(doc, { amount: body.amount, card: payment.card }));
    return locked;
  });
  if (!settled) {
    throw refusal instanceof AppError
      ? refusal
      : new AppError('REFUND_REFUSED', { message: outcome?.failureReason ?? undefined });
  }
  return readInvoiceView(db, settled, input);
};

/**
 * POST /invoices/:id/keep-credit: some or all of the credit owed back becomes the customer's
 * credit in the invoice's currency, taken off their next invoices (finalising applies it).
 */
export const keepCredit = async (
  db: TDatabase,
  input: TInvoicingCaller & TViewOptions & { invoiceId: string; keep: TKeepCreditInput },
): Promise<TInvoice> => {
  const company = await invoicingCompany(db, input);
  const { amount } = ZKeepCreditInput.parse(input.keep);
  const row = await db.transaction(async (tx) => {
    const invoice = await lockOwing(tx, input.invoiceId, company.id, amount);
    await insertCustomerCredit(tx, {
      companyId: company.id,
      customerId: invoice.customerId,
      currency: invoice.currency,
      amount,
      kind: 'kept',
      invoiceId: invoice.id,
      createdAt: input.now,
    });
    const name = invoice.customerSnapshot?.name ?? 'the customer';
    await writeInvoiceEvent(tx, {
      invoiceId: invoice.id,
      kind: 'credit_kept',
      label: `${formatMinor(amount, invoice.currency)} kept as ${name}’s credit for their next invoice in ${invoice.currency}`,
      actor: 'customer',
      now: input.now,
      data: { amount },
    });
    return updateInvoice(tx, invoice.id, {
      creditOwed: invoice.creditOwed - amount,
      creditKept: invoice.creditKept + amount,
      updatedAt: input.now,
    });
  });
  return readInvoiceView(db, row, input);
};

/**
 * The customer's credit in the invoice's currency applied to an open invoice with something to
 * pay, in the caller's transaction under the invoice's lock (the customer's row is locked so
 * two invoices never take the same credit): at most the balance; reaching 0 makes it paid.
 * Answers the invoice as it is now (unchanged when there is no credit).
 */
export const applyCustomerCreditIn = async (
  tx: TDbExecutor,
  invoice: TInvoiceRow,
  input: { actor: string; now: Date },
): Promise<TInvoiceRow> => {
  if (invoice.status !== 'open' || invoice.balance <= 0) return invoice;
  await lockCustomer(tx, invoice.customerId);
  const credit = await customerCreditIn(tx, invoice.customerId, invoice.currency);
  const amount = Math.min(credit, invoice.balance);
  if (amount <= 0) return invoice;
  await insertCustomerCredit(tx, {
    companyId: invoice.companyId,
    customerId: invoice.customerId,
    currency: invoice.currency,
    amount: -amount,
    kind: 'applied',
    invoiceId: invoice.id,
    createdAt: input.now,
  });
  const creditApplied = invoice.creditApplied + amount;
  const balance = balanceOf({ ...invoice, creditApplied });
  await writeInvoiceEvent(tx, {
    invoiceId: invoice.id,
    kind: 'credit_applied',
    label: `Credit of ${formatMinor(amount, invoice.currency)} applied`,
    actor: input.actor,
    now: input.now,
    data: { amount },
  });
  const paid = balance === 0;
  if (paid) {
    await writeInvoiceEvent(tx, {
      invoiceId: invoice.id,
      kind: 'paid',
      label: 'Settled: nothing left to pay',
      actor: input.actor,
      now: input.now,
    });
  }
  return updateInvoice(tx, invoice.id, {
    creditApplied,
    balance,
    ...(paid ? { status: 'paid' as const, paidAt: input.now } : {}),
    updatedAt: input.now,
  });
};

/** POST /invoices/:id/apply-credit: an open invoice takes the customer's credit now. */
export const applyCredit = async (
  db: TDatabase,
  input: TInvoicingCaller & TViewOptions & { invoiceId: string },
): Promise<TInvoice> => {
  const company = await invoicingCompany(db, input);
  const row = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, input.invoiceId, company.id);
    if (!invoice) throw noSuchInvoice();
    if (invoice.status !== 'open') throw new AppError('INVOICE_NOT_OPEN');
    const applied = await applyCustomerCreditIn(tx, invoice, { actor: 'customer', now: input.now });
    if (applied === invoice) {
      throw new AppError('REFUND_EXCEEDS_CREDIT', {
        message: 'This customer has no credit in this currency to apply.',
      });
    }
    return applied;
  });
  return readInvoiceView(db, row, input);
};

/** A voided invoice gives the customer back the credit applied to it. */
export const returnAppliedCreditIn = async (
  tx: TDbExecutor,
  invoice: TInvoiceRow,
  now: Date,
): Promise<void> => {
  if (invoice.creditApplied <= 0) return;
  await insertCustomerCredit(tx, {
    companyId: invoice.companyId,
    customerId: invoice.customerId,
    currency: invoice.currency,
    amount: invoice.creditApplied,
    kind: 'kept',
    invoiceId: invoice.id,
    createdAt: now,
  });
  await writeInvoiceEvent(tx, {
    invoiceId: invoice.id,
    kind: 'credit_returned',
    label: `Credit of ${formatMinor(invoice.creditApplied, invoice.currency)} given back to the customer`,
    actor: 'customer',
    now,
  });
};
