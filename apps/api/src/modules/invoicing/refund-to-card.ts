import { randomUUID } from 'node:crypto';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import type { TInvoice, TRefundInput } from '@charterline/shared/schemas/invoicing';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type TCompanyCaller } from '../../lib/http/caller';
import { enqueueMail } from '../email';
import { refundCardPayment, type TRefundEnv } from '../payments';
import { lockOwing } from './credit-owed';
import { cardPaymentsOf, insertRefund, updateRefund } from './customer-credits.repository';
import { cardRefundMail } from './invoice-mails';
import { writeInvoiceEvent } from './invoice-events';
import { noSuchInvoice, readInvoiceView, type TViewOptions } from './invoice-view';
import { dayOf } from './invoicing-company';
import { updateInvoice } from './invoices.repository';
import { documentOf } from './pdf/invoice-document';
import { lockInvoice } from './record-invoice-payment';

export type TRefundCall = TCompanyCaller &
  TViewOptions & { invoiceId: string; refund: TRefundInput; env: TRefundEnv };

/**
 * A refund to the card (refundCredit's card branch): at most what one card payment has left,
 * in three steps so no lock is held while the provider answers and two refunds never take the
 * same credit — the refund is written pending and the credit taken (one transaction), the
 * provider refunds (idempotent on the refund's id), then the refund is settled: done (the
 * customer is e-mailed), or refused (the credit is owed again: REFUND_REFUSED). The provider
 * not answering leaves it pending, the credit taken (whether money moved is not known; it is
 * not refunded twice).
 */
export const refundToCard = async (
  db: TDatabase,
  input: TRefundCall,
  companyId: string,
  amount: number,
): Promise<TInvoice> => {
  const today = dayOf(input.now);
  const refundId = randomUUID();
  const taken = await db.transaction(async (tx) => {
    const invoice = await lockOwing(tx, input.invoiceId, companyId, amount);
    const payments = await cardPaymentsOf(tx, invoice.id);
    const payment = payments.find((p) => p.refundable >= amount);
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
      companyId: companyId,
      amount,
      method: 'card',
      refundedOn: today,
      reference: payment.card,
      status: 'pending',
      paymentId: payment.paymentId,
      recordedBy: 'customer',
      createdAt: input.now,
    });
    await updateInvoice(tx, invoice.id, {
      creditOwed: invoice.creditOwed - amount,
      refundedTotal: invoice.refundedTotal + amount,
      updatedAt: input.now,
    });
    return { invoice, payment };
  });
  const { invoice, payment } = taken;
  const money = formatMinor(amount, invoice.currency);
  const card = payment.card ? ` (${payment.card})` : '';
  let outcome: Awaited<ReturnType<typeof refundCardPayment>> | null = null;
  let refusal: unknown = null;
  try {
    outcome = await refundCardPayment(input.env, {
      provider: payment.provider,
      checkoutSessionId: payment.sessionId,
      amount,
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
    const locked = await lockInvoice(tx, invoice.id, companyId);
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
        creditOwed: locked.creditOwed + amount,
        refundedTotal: locked.refundedTotal - amount,
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
      data: { amount, method: 'card', refundId: outcome.refundId },
    });
    const doc = await documentOf(tx, locked, null);
    await enqueueMail(tx, cardRefundMail(doc, { amount, card: payment.card }));
    return locked;
  });
  if (!settled) {
    throw refusal instanceof AppError
      ? refusal
      : new AppError('REFUND_REFUSED', { message: outcome?.failureReason ?? undefined });
  }
  return readInvoiceView(db, settled, input);
};
