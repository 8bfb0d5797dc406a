import { describe, expect, it, vi } from 'vitest';
import { createRevocations } from './revocations';
import type { TAccessClaims } from './tokens';

const claims = (over: Partial<TAccessClaims> = {}): TAccessClaims => ({
  userId: 'u-1',
  email: 'a@example.com',
  role: 'CUSTOMER',
  sessionId: 's-1',
  issuedAtMs: 1_000,
  ...over,
});

describe('revocations in memory', () => {
  const make = (loadUser = vi.fn(async () => 0)) => ({
    loadUser,
    store: createRevocations({
      loadUser,
      loadEndedSessions: async () => ['s-ended'],
      redis: null,
      accessTtlMs: 60_000,
    }),
  });

  it('reads a user once, then answers from memory (no read per request)', async () => {
    const { loadUser, store } = make(vi.fn(async () => 500));
    expect(await store.admits(claims())).toBe(true);
    for (let i = 0; i < 5; i += 1) expect(store.admits(claims())).toBe(true);
    expect(loadUser).toHaveBeenCalledTimes(1);
  });

  it('refuses tokens issued before the valid-after instant, and ended sessions', async () => {
    const { store } = make();
    await store.start();
    await store.revokeUser('u-1', 2_000);
    expect(store.admits(claims({ issuedAtMs: 1_999 }))).toBe(false);
    expect(store.admits(claims({ issuedAtMs: 2_000 }))).toBe(true);
    expect(store.admits(claims({ issuedAtMs: 3_000, sessionId: 's-ended' }))).toBe(false);
    await store.endSessions(['s-2']);
    expect(store.admits(claims({ issuedAtMs: 3_000, sessionId: 's-2' }))).toBe(false);
    expect(store.admits(claims({ issuedAtMs: 3_000, sessionId: null }))).toBe(true);
  });

  it('keeps the later instant when a slow read returns after a revocation', async () => {
    let finish: (value: number) => void = () => undefined;
    const { store } = make(vi.fn(() => new Promise<number>((resolve) => (finish = resolve))));
    const pending = store.admits(claims({ issuedAtMs: 1_500 }));
    await store.revokeUser('u-1', 2_000);
    finish(0); // read before the revocation committed
    expect(await pending).toBe(false);
    expect(store.admits(claims({ issuedAtMs: 1_500 }))).toBe(false);
  });
});
