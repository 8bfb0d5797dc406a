import type { FastifyInstance } from 'fastify';
import { randomInt, randomUUID } from 'node:crypto';
import { companies, users } from '../src/db/schema';
import { hashPassword } from '../src/modules/auth/passwords';
import { signAccessToken } from '../src/lib/tokens';
import { drainOutbox } from '../src/composition/outbox-worker';
import { TEST_PASSWORD } from './fixtures/signup-body.mjs';

export { signupBody, TEST_PASSWORD } from './fixtures/signup-body.mjs';
let cachedHash: Promise<string> | undefined;

/** A customer with a first company, inserted directly, and a valid access token. */
export const createSignedInUser = async (
  app: FastifyInstance,
  overrides: { email?: string; role?: 'CUSTOMER' | 'ADMIN'; firstName?: string } = {},
) => {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await app.db
    .insert(users)
    .values({
      email: overrides.email ?? `user-${randomUUID()}@example.com`,
      passwordHash: await cachedHash,
      firstName: overrides.firstName ?? 'Ada',
      lastName: 'Lovelace',
      role: overrides.role ?? 'CUSTOMER',
    })
    .returning();
  if (!user) throw new Error('no user');
  const [company] = await app.db
    .insert(companies)
    .values({ userId: user.id, businessType: 'NEW', answers: {} })
    .returning();
  if (!company) throw new Error('no company');
  const accessToken = await signAccessToken(
    { userId: user.id, email: user.email, role: user.role },
    { secret: app.config.JWT_SECRET, ttlSeconds: 900 },
  );
  return { user, company, accessToken, headers: { authorization: `Bearer ${accessToken}` } };
};

/** A mailer that keeps what the outbox worker delivers. */
export const capturingMailer = () => {
  const sent: { recipient: string; textBody: string }[] = [];
  return { sent, deliver: async (m: { recipient: string; textBody: string }) => void sent.push(m) };
};

/**
 * Asks for a reset link for the e-mail, runs the outbox and returns the link's token. From
 * an address of its own: with Redis the per-address limit outlives the test run.
 */
export const requestResetToken = async (app: FastifyInstance, email: string): Promise<string> => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/client/public/v1/forgotpassword',
    payload: { email },
    remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  });
  if (res.statusCode !== 200) throw new Error(`forgot-password answered ${res.statusCode}`);
  const mailer = capturingMailer();
  await drainOutbox(app.db, mailer);
  const mail = mailer.sent.find((m) => m.recipient === email && m.textBody.includes('token='));
  return decodeURIComponent(/token=(\S+)/.exec(mail?.textBody ?? '')?.[1] ?? '');
};
