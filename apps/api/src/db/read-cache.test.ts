import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { openDatabase, type TDbHandle } from './client';
import { readCache, tablesWrittenBy, WriteWatch } from './read-cache';
import { companies, outbox } from './schema';

describe('tablesWrittenBy', () => {
  it.each([
    ['select "id" from "companies" where "id" = $1', []],
    ['SELECT id FROM outbox FOR UPDATE SKIP LOCKED', []],
    ['begin', []],
    ['commit', []],
    ['rollback', []],
    ['insert into "companies" ("id") values ($1)', ['companies']],
    ['update "company_owners" set "email" = $1', ['company_owners']],
    ['delete from "company_events" where "id" = $1', ['company_events']],
    ['update outbox set sent_at = now() where id = $1', ['outbox']],
    ['  INSERT INTO public."Products"(id) values (1)', ['products']],
    ['with x as (update companies set ein = null returning id) select * from x', null],
    ['truncate companies', null],
    ['create table t (id int)', null],
    ['', null],
  ] as const)('%s → %j', (statement, tables) => {
    expect(tablesWrittenBy(statement)).toEqual(tables);
  });
});

describe('the read cache', () => {
  it('keeps an answer until a table it was read from is written', async () => {
    const watch = new WriteWatch();
    const cache = readCache(watch);
    let loads = 0;
    const load = async () => `answer ${(loads += 1)}`;
    expect(await cache.read('k', ['a', 'b'], load)).toBe('answer 1');
    expect(await cache.read('k', ['a', 'b'], load)).toBe('answer 1');
    watch.wrote(['c']);
    expect(await cache.read('k', ['a', 'b'], load)).toBe('answer 1');
    watch.wrote(['b']);
    expect(await cache.read('k', ['a', 'b'], load)).toBe('answer 2');
    watch.wrote(null);
    expect(await cache.read('k', ['a', 'b'], load)).toBe('answer 3');
  });

  it('does not keep as current what was read while a write ended', async () => {
    const watch = new WriteWatch();
    const cache = readCache(watch);
    let release: (value: string) => void = () => undefined;
    const first = cache.read('k', ['a'], () => new Promise<string>((r) => (release = r)));
    // Another read of the same key meanwhile shares the load.
    const second = cache.read('k', ['a'], () => Promise.resolve('not asked'));
    watch.wrote(['a']);
    release('read before the write ended');
    expect(await first).toBe('read before the write ended');
    expect(await second).toBe('read before the write ended');
    expect(await cache.read('k', ['a'], async () => 'read after')).toBe('read after');
  });

  it('does not keep a failure, and forgets the least recently used beyond its size', async () => {
    const cache = readCache(new WriteWatch(), 2);
    await expect(cache.read('k', [], () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.read('k', [], async () => 'up')).toBe('up');
    await cache.read('l', [], async () => 'l');
    await cache.read('k', [], async () => 'not asked');
    await cache.read('m', [], async () => 'm');
    expect(cache.size).toBe(2);
    expect(await cache.read('k', [], async () => 'again')).toBe('up');
    expect(await cache.read('l', [], async () => 'l again')).toBe('l again');
  });
});

describe('the write watch of an embedded database', () => {
  let database: TDbHandle;
  beforeAll(async () => {
    database = openDatabase({ kind: 'pglite' });
    await database.migrate();
  });
  afterAll(() => database.close());

  const cached = async () => {
    let loads = 0;
    const read = () =>
      database.readCache.read('companies', ['companies'], async () => {
        loads += 1;
        const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(companies);
        return String(row?.n);
      });
    await read();
    await read();
    return { read, loads: () => loads };
  };

  it('sees writes by drizzle, by raw SQL and in transactions, committed or not', async () => {
    const { read, loads } = await cached();
    expect(loads()).toBe(1);
    await database.db.execute(sql`update companies set ein = null where false`);
    await read();
    expect(loads()).toBe(2);
    await database.db.transaction(async (tx) => {
      await tx.update(companies).set({ ein: null }).where(eq(companies.ein, 'none'));
    });
    await read();
    expect(loads()).toBe(3);
    await database.db
      .transaction(async (tx) => {
        await tx.delete(companies).where(eq(companies.ein, 'none'));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await read();
    expect(loads()).toBe(4);
    // Reads and writes to other tables leave it.
    await database.db.select().from(companies);
    await database.db.delete(outbox).where(eq(outbox.recipient, 'nobody@example.com'));
    await read();
    expect(loads()).toBe(4);
  });
});

describe('cached answers through the API', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('show a change made any way at once, and only to their caller', async () => {
    const a = await createSignedInUser(t.app);
    const b = await createSignedInUser(t.app);
    const details = async (headers: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/client/company/v7/details',
        headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return res.json().data.company as { id: string; website: string | null };
    };
    expect((await details(a.headers)).website).toBeNull();
    expect((await details(a.headers)).website).toBeNull();
    await t.app.db.execute(
      sql`update companies set website = 'https://a.example.com' where id = ${a.company.id}`,
    );
    expect((await details(a.headers)).website).toBe('https://a.example.com');
    expect(await details(b.headers)).toMatchObject({ id: b.company.id, website: null });
    // Another customer's company stays forbidden, asked for twice.
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/client/company/v7/details',
        headers: { ...b.headers, 'x-company-id': a.company.id },
      });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('a.example.com');
    }
  });
});
