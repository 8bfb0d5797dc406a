import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { openTwoInstances } from '../../../test/two-instances-helpers';
import {
  activeCatalogue,
  announceCatalogueChange,
  CATALOGUE_LISTENING_TTL_MS,
  CATALOGUE_TTL_MS,
  catalogueOf,
  forgetCatalogue,
  listenForCatalogueChanges,
} from './catalogue-cache';

describe('the cached catalogue', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('keeps the catalogue until it changes, and reads it again when a change is announced', async () => {
    const db = t.app.db;
    const start = Date.now();
    const first = await catalogueOf(db, start);
    expect(first.products.length).toBeGreaterThan(0);
    expect(first.states.get('WY')?.name).toBe('Wyoming');
    // The app listens for announced changes: its copy outlives the short interval.
    expect(await catalogueOf(db, start + CATALOGUE_TTL_MS + 1)).toBe(first);
    await db.update(products).set({ price: 1 });
    const unannounced = await catalogueOf(db, start + 1);
    if (t.database.kind === 'pglite') {
      // This process writes the embedded database alone: its write watch sees the change.
      expect(unannounced.products.every((p) => p.price === 1)).toBe(true);
    } else {
      // PostgreSQL is shared: a write nobody announced is not seen.
      expect(unannounced).toBe(first);
    }
    await db.update(products).set({ price: 2 });
    await announceCatalogueChange(t.database);
    await expect
      .poll(async () => (await activeCatalogue(db)).every((p) => p.price === 2))
      .toBe(true);
    // A long-kept copy is read again after the safety interval all the same.
    const now = Date.now();
    const kept = await catalogueOf(db, now);
    expect(await catalogueOf(db, now + CATALOGUE_LISTENING_TTL_MS + 1)).not.toBe(kept);
  });

  it('keeps each list answer with the catalogue it was written from', async () => {
    const catalogue = await catalogueOf(t.app.db);
    let builds = 0;
    const build = () => `answer ${++builds}`;
    expect(catalogue.answer('a', build)).toBe('answer 1');
    expect(catalogue.answer('a', build)).toBe('answer 1');
    expect(catalogue.answer('b', build)).toBe('answer 2');
    forgetCatalogue(t.app.db);
    expect((await catalogueOf(t.app.db)).answer('a', build)).toBe('answer 3');
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

describe.skipIf(!process.env.DATABASE_URL)('the catalogue on two instances (postgres)', () => {
  let both: Awaited<ReturnType<typeof openTwoInstances>>;
  let stopA: () => Promise<void>;
  let stopB: () => Promise<void>;
  beforeAll(async () => {
    both = await openTwoInstances(process.env.DATABASE_URL!, 'catalogue');
    stopA = await listenForCatalogueChanges(both.a);
    stopB = await listenForCatalogueChanges(both.b);
  });
  afterAll(async () => {
    await stopA?.();
    await stopB?.();
    await both?.close();
  });

  it('a price changed through one is seen by the other as soon as the change is announced', async () => {
    const before = await activeCatalogue(both.b.db);
    expect(before.some((p) => p.price === 4242)).toBe(false);
    await both.a.db.update(products).set({ price: 4242 });
    // Not announced: the other instance still has its copy.
    expect(await activeCatalogue(both.b.db)).toBe(before);
    await announceCatalogueChange(both.a);
    await expect
      .poll(async () => (await activeCatalogue(both.b.db)).every((p) => p.price === 4242), {
        timeout: 2000,
      })
      .toBe(true);
  });
});
