import type { TTransaction } from '../../db/client';
import {
  findCompany,
  companyPhrase,
  lockCompany,
  moveCompany,
  enqueueCompanyMail,
} from '../companies';
import { createOrderServices } from '../services';
import { paymentReceiptMail } from '../email';
import { findBillingAddress, insertReceipt } from '../receipts';
import {
  findOrderOfSession,
  insertOrder,
  recordEventOnce,
  voidFormationSessions,
  type TCheckoutSession,
} from './checkout.repository';
import { fulfilSellables } from './sellables';

export type TFulfilment = {
  receiptId: number;
  order: { id: string; amount: number; currency: string };
};

type TSession = TCheckoutSession;

const existing = async (tx: TTransaction, sessionId: string): Promise<TFulfilment> => {
  const row = await findOrderOfSession(tx, sessionId);
  if (!row) throw new Error(`session ${sessionId} was processed but has no order`);
  return {
    receiptId: row.receiptId,
    order: { id: row.order.id, amount: row.order.amount, currency: row.order.currency },
  };
};

/**
 * A paid formation bundle opens formation, for the state it was priced with: that state is
 * now the company's. A second one (paid at the provider before it could be voided) is kept
 * as an order and a receipt for operations to refund, and changes nothing else.
 */
const openFormation = async (
  tx: TTransaction,
  session: TSession,
  input: { eventId: string; actorUserId: string | null },
) => {
  const company = await lockCompany(tx, session.companyId);
  if (company.paymentStatus === 'PAID') return;
  const startsFormation =
    company.companyStatus === 'NONE' || company.companyStatus === 'PENDING_PAYMENT';
  await moveCompany(tx, company, {
    kind: 'PAYMENT_RECEIVED',
    actor: input.actorUserId ? 'customer' : 'payment-provider',
    actorUserId: input.actorUserId,
    ...(startsFormation
      ? { companyStatus: 'MISSING_INFORMATION', onboardingStatus: 'MISSING_INFORMATION' }
      : {}),
    set: { paymentStatus: 'PAID', ...(session.state ? { state: session.state } : {}) },
    data: { sessionId: session.id, amount: session.amount, eventId: input.eventId },
  });
  // None other stays payable once formation is paid.
  await voidFormationSessions(tx, session.companyId);
};

/** The receipt e-mail, queued in the fulfilment's transaction: once, like the receipt. */
const queueReceiptMail = async (tx: TTransaction, session: TSession): Promise<void> => {
  const company = await findCompany(tx, session.companyId);
  if (!company || session.amount === 0) return;
  await enqueueCompanyMail(tx, { companyId: company.id, topic: 'billing' }, (user) =>
    paymentReceiptMail({
      user,
      company: companyPhrase(company),
      total: session.amount,
      lineItems: session.lineItems,
    }),
  );
};

/**
 * The one fulfilment of a paid checkout session, inside the transaction that holds the
 * company's lock (markSessionPaid's): its order and receipt, and formation opened when the
 * session is a formation bundle. The processed-event row and the order's unique session id
 * make it happen exactly once; a repeat answers what the first made.
 */
export const fulfilPaidSession = async (
  tx: TTransaction,
  session: TSession,
  input: { eventId: string; actorUserId: string | null },
): Promise<TFulfilment> => {
  if (session.paymentStatus !== 'paid') throw new Error(`session ${session.id} is not paid`);
  const fresh = await recordEventOnce(tx, {
    eventId: `checkout.session.completed:${session.id}`,
    kind: 'checkout.session.completed',
  });
  if (!fresh) return existing(tx, session.id);
  const order = await insertOrder(tx, {
    companyId: session.companyId,
    sessionId: session.id,
    amount: session.amount,
    currency: session.currency,
    lineItems: session.lineItems,
  });
  if (!order) throw new Error('no order');
  const address = await findBillingAddress(tx, session.companyId);
  const receipt = await insertReceipt(tx, {
    orderId: order.id,
    companyId: session.companyId,
    total: session.amount,
    currency: session.currency,
    lineItems: session.lineItems,
    billingAddress: address ?? null,
    paidAt: session.completedAt,
    cardBrand: session.cardBrand,
    cardLast4: session.cardLast4,
  });
  if (!receipt) throw new Error('no receipt');
  if (session.formation) await openFormation(tx, session, input);
  // Every product line becomes a service the customer follows (issue 18).
  await createOrderServices(tx, {
    companyId: session.companyId,
    orderId: order.id,
    lineItems: session.lineItems,
    paidAt: session.completedAt ?? order.createdAt,
    actor: input.actorUserId ? 'customer' : 'payment-provider',
    actorUserId: input.actorUserId,
  });
  // What the areas sold (a change of the company, a letter's request, a phone number or its
  // credit) follows the services the order made.
  await fulfilSellables(tx, {
    companyId: session.companyId,
    orderId: order.id,
    sessionId: session.id,
    metadata: session.metadata,
    lineItems: session.lineItems,
    paidAt: session.completedAt ?? order.createdAt,
  });
  await queueReceiptMail(tx, session);
  return {
    receiptId: receipt.id,
    order: { id: order.id, amount: order.amount, currency: order.currency },
  };
};
