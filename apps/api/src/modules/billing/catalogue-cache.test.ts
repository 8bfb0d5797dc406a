import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { activeCatalogue, CATALOGUE_TTL_MS, forgetCatalogue } from './catalogue-cache';

describe('the cached catalogue', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('reads once per interval, again after it or when forgotten', async () => {
    const db = t.app.db;
    const start = Date.now();
    const first = await activeCatalogue(db, start);
    expect(first.length).toBeGreaterThan(0);
    expect(await activeCatalogue(db, start + CATALOGUE_TTL_MS - 1)).toBe(first);
    await db.update(products).set({ price: 1 });
    const within = await activeCatalogue(db, start + CATALOGUE_TTL_MS - 1);
    if (t.database.kind === 'pglite') {
      // This process writes the embedded database alone: its write watch sees the change.
      expect(within.every((p) => p.price === 1)).toBe(true);
    } else {
      // PostgreSQL is shared: within the interval, the same answer, without the change.
      expect(within).toBe(first);
    }
    // After it: read again.
    const later = await activeCatalogue(db, start + CATALOGUE_TTL_MS);
    expect(later.every((p) => p.price === 1)).toBe(true);
    await db.update(products).set({ price: 2 });
    forgetCatalogue(db);
    expect((await activeCatalogue(db, start + CATALOGUE_TTL_MS)).every((p) => p.price === 2)).toBe(
      true,
    );
  });

  it('asks again after a failed read', async () => {
    let reads = 0;
    const failing = {
      select: () => ({
        from: () => ({
          where: () => ({
            orderBy: () => {
              reads += 1;
              return Promise.reject(new Error('database unavailable'));
            },
          }),
        }),
      }),
    } as unknown as Parameters<typeof activeCatalogue>[0];
    await expect(activeCatalogue(failing)).rejects.toThrow('database unavailable');
    await expect(activeCatalogue(failing)).rejects.toThrow('database unavailable');
    expect(reads).toBe(2);
  });
});
