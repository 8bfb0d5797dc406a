import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRevocations } from '../lib/revocations';
import { signAccessToken } from '../lib/tokens';
import { registerAuth } from './auth';
import { callerOf } from '../lib/http/caller';
import { registerErrorHandlers } from './error-handler';

const JWT_SECRET = 'a-test-secret-that-is-long-enough-for-hs256-0123456789';

// The preHandlers on their own: other modules put routes behind them.
describe('authenticate and requireAdmin', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.decorate('config', { JWT_SECRET } as FastifyInstance['config']);
    app.decorate(
      'revocations',
      createRevocations({
        loadUser: async () => 0,
        loadEndedSessions: async () => [],
        redis: null,
        accessTtlMs: 900_000,
      }),
    );
    registerErrorHandlers(app);
    registerAuth(app);
    app.get('/mine', { preHandler: app.authenticate }, async (request) => callerOf(request));
    app.get('/admin', { preHandler: app.requireAdmin }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  const tokenFor = (role: 'CUSTOMER' | 'ADMIN') =>
    signAccessToken(
      { userId: '7d1f5d3e-2a53-4a0c-9d1c-7f0a4c3b2e10', email: 'a@example.com', role },
      { secret: JWT_SECRET, ttlSeconds: 900 },
    );
  const get = (url: string, token?: string) =>
    app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('sets request.user from a valid token and answers 401 envelopes otherwise', async () => {
    const ok = await get('/mine', await tokenFor('CUSTOMER'));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      userId: '7d1f5d3e-2a53-4a0c-9d1c-7f0a4c3b2e10',
      email: 'a@example.com',
      role: 'CUSTOMER',
      sessionId: null,
      issuedAtMs: expect.any(Number),
    });
    for (const res of [await get('/mine'), await get('/mine', 'not.a.jwt')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 'error', errors: [{ code: 'UNAUTHORIZED' }] });
    }
    const otherKey = await signAccessToken(
      { userId: 'x', email: 'a@example.com', role: 'ADMIN' },
      { secret: `${JWT_SECRET}-other`, ttlSeconds: 900 },
    );
    expect((await get('/mine', otherKey)).statusCode).toBe(401);
  });

  it('lets only admins through requireAdmin', async () => {
    expect((await get('/admin')).statusCode).toBe(401);
    const customer = await get('/admin', await tokenFor('CUSTOMER'));
    expect(customer.statusCode).toBe(403);
    expect(customer.json().errors[0].code).toBe('FORBIDDEN');
    expect((await get('/admin', await tokenFor('ADMIN'))).statusCode).toBe(200);
  });
});
