import type { FastifyInstance } from 'fastify';
import type { TProductType } from '@charterline/shared/enums';
import type { TMailCategory } from '@charterline/shared/schemas/mail';
import { mailItems } from '../src/db/schema';
import { insertService } from '../src/modules/subscriptions/subscriptions.repository';
import { createSignedInUser } from './auth-helpers';

type THeaders = Record<string, string>;
export const MAIL = '/api/client/company/v7/mail';

/** The company holds a product (delivered, no subscription: owned), e.g. its mailing address. */
export const givenProduct = (app: FastifyInstance, companyId: string, productKey: string) =>
  insertService(app.db, {
    companyId,
    productKey,
    productType: (productKey === 'mailing-address'
      ? 'MAILING_ADDRESS'
      : 'UNLIMITED_MAIL_FORWARDING_PLAN_SUBSCRIPTION') as TProductType,
    name: productKey,
    category: 'mail',
    status: 'DELIVERED',
  });

/** A customer whose company has an active mailbox (and, if asked, unlimited forwarding). */
export const mailCustomer = async (
  app: FastifyInstance,
  input: { active?: boolean; unlimited?: boolean } = {},
) => {
  const user = await createSignedInUser(app);
  if (input.active !== false) await givenProduct(app, user.company.id, 'mailing-address');
  if (input.unlimited) await givenProduct(app, user.company.id, 'unlimited-mail-forwarding');
  return user;
};

/** A letter as staff's recording leaves it (inserted directly: A's route is not here). */
export const givenLetter = async (
  app: FastifyInstance,
  companyId: string,
  values: Partial<typeof mailItems.$inferInsert> & { category?: TMailCategory } = {},
) => {
  const [row] = await app.db
    .insert(mailItems)
    .values({
      companyId,
      sender: 'Internal Revenue Service',
      category: 'irs',
      receivedOn: '2026-11-20',
      envelopeKey: null,
      recordedBy: 'test',
      ...values,
    })
    .returning();
  if (!row) throw new Error('no letter');
  return row;
};

/** The customer's mail request calls. */
export const mailRequestCalls = (app: () => FastifyInstance) => ({
  ask: (headers: THeaders, itemId: string, payload: object) =>
    app().inject({ method: 'POST', url: `${MAIL}/items/${itemId}/requests`, headers, payload }),
  cancel: (headers: THeaders, itemId: string, requestId: string) =>
    app().inject({
      method: 'POST',
      url: `${MAIL}/items/${itemId}/requests/${requestId}/cancel`,
      headers,
    }),
  bulk: (headers: THeaders, payload: object) =>
    app().inject({ method: 'POST', url: `${MAIL}/bulk`, headers, payload }),
  addresses: (headers: THeaders) => app().inject({ url: `${MAIL}/forwarding-addresses`, headers }),
  addAddress: (headers: THeaders, payload: object) =>
    app().inject({ method: 'POST', url: `${MAIL}/forwarding-addresses`, headers, payload }),
  removeAddress: (headers: THeaders, id: string) =>
    app().inject({ method: 'DELETE', url: `${MAIL}/forwarding-addresses/${id}`, headers }),
});

export const ADDRESS = {
  name: 'Ada Obi',
  line1: '1 Main St',
  city: 'Lagos',
  region: 'LA',
  postalCode: '100001',
  country: 'ng',
};
