import type { TDbExecutor } from '../../db/client';
import { findCompany, companyPhrase } from '../companies';
import { enqueueCompanyMail, type TCompanyMailRecipient } from '../companies';
import type { TOutgoingMail, TSubscriptionMailInput } from '../email';
import { findCurrentPaymentMethod } from '../payments';
import {
  findRenewalProduct,
  findService,
  type TServiceRow,
  type TSubscriptionRow,
} from './subscriptions.repository';

export type TRenewalContext = Awaited<ReturnType<typeof loadRenewalContext>>;

/** What a renewal's charge and e-mails need: the service, the price, the card, who to tell. */
export const loadRenewalContext = async (db: TDbExecutor, sub: TSubscriptionRow) => {
  const service = await findService(db, sub.serviceId);
  const product = await findRenewalProduct(db, sub.renewalProductKey);
  const company = await findCompany(db, sub.companyId);
  if (!service || !product || !company) {
    throw new Error(`subscription ${sub.id} lacks its service, product or company`);
  }
  const paymentMethod = (await findCurrentPaymentMethod(db, sub.companyId)) ?? null;
  return { service, product, company, paymentMethod };
};

/** The e-mail's facts at this moment of the subscription, for one of its recipients. */
export const mailInputOf = (
  ctx: TRenewalContext,
  sub: TSubscriptionRow,
  user: TCompanyMailRecipient,
  service: TServiceRow = ctx.service,
): TSubscriptionMailInput => ({
  user,
  company: companyPhrase(ctx.company),
  serviceId: service.id,
  serviceName: service.name,
  amount: ctx.product.price,
  termEndsAt: sub.termEndsAt,
  card: ctx.paymentMethod
    ? { brand: ctx.paymentMethod.brand, last4: ctx.paymentMethod.last4 }
    : null,
});

/** "2027-11-25": how service events name a date. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** Queues a subscription's e-mail to the company's recipients (`companyRecipients`). */
export const queueSubscriptionMail = (
  tx: TDbExecutor,
  ctx: TRenewalContext,
  sub: TSubscriptionRow,
  build: (input: TSubscriptionMailInput) => TOutgoingMail,
): Promise<void> =>
  enqueueCompanyMail(tx, { companyId: ctx.company.id, topic: 'billing' }, (user) =>
    build(mailInputOf(ctx, sub, user)),
  );
