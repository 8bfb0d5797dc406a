import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { companies, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { signAccessToken } from '../src/lib/tokens';

export const TEST_PASSWORD = 'Correct-horse-battery-9';
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

/** A complete sign-up request body for a new business. */
export const signupBody = (email: string, password = TEST_PASSWORD) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  password,
  businessType: 'NEW',
  answers: {
    typeOfBusiness: 'saas',
    employeeCount: '1',
    revenue: '0-50k',
    experience: 'first',
    stage: 'idea',
  },
});
