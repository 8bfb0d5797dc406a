import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TDbHandle } from '../db/client';
import { jobs } from '../db/schema';
import { openTestDatabase, testDatabaseKind } from '../../test/test-app';
import { retryDelayMs } from './backoff';
import { enqueueJob } from './enqueue-job';
import { startJobWorker } from './job-worker';
import type { TJobContext, TJobHandlers } from './job-types';
import { runDueJobs } from './run-due-jobs';

const T0 = new Date('2031-03-01T09:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe(`durable jobs with an injected clock (${testDatabaseKind()})`, () => {
  let database: TDbHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());
  beforeEach(async () => {
    await database.db.delete(jobs);
  });

  const db = () => database.db;
  const row = async (id: string) => (await db().select().from(jobs).where(eq(jobs.id, id)))[0];
  const seen: TJobContext[] = [];
  const handlers: TJobHandlers = {
    'test.record': async (context) => {
      seen.push(context);
    },
    'test.fail': async () => {
      throw new Error('the mail server said no');
    },
  };
  const runAt = (now: Date, more: Partial<Parameters<typeof runDueJobs>[1]> = {}) =>
    runDueJobs(db(), { handlers, clock: () => now, workerId: 'w1', ...more });

  it('runs a job only once it is due, with its payload and the clock', async () => {
    seen.length = 0;
    const { id } = await enqueueJob(db(), {
      name: 'test.record',
      payload: { subscriptionId: 's-1' },
      runAt: at(10_000),
    });
    expect(await runAt(at(9_999))).toEqual({ ran: 0, done: 0, retried: 0, failed: 0 });
    expect((await row(id))?.state).toBe('pending');
    expect(await runAt(at(10_000))).toEqual({ ran: 1, done: 1, retried: 0, failed: 0 });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      payload: { subscriptionId: 's-1' },
      attempt: 1,
      now: at(10_000),
      job: { id, name: 'test.record' },
    });
    expect(await row(id)).toMatchObject({ state: 'done', attempts: 1, finishedAt: at(10_000) });
    expect(await runAt(at(20_000))).toMatchObject({ ran: 0 });
  });

  it('retries a failure with exponential back-off, then marks it failed after its last attempt', async () => {
    const { id } = await enqueueJob(db(), { name: 'test.fail', runAt: T0, maxAttempts: 4 });
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
    let now = T0;
    for (const attempt of [1, 2, 3]) {
      expect(await runAt(now)).toMatchObject({ ran: 1, retried: 1, failed: 0 });
      const next = new Date(now.getTime() + retryDelayMs(attempt));
      expect(await row(id)).toMatchObject({
        state: 'pending',
        attempts: attempt,
        runAt: next,
        lastError: 'the mail server said no',
        lockedBy: null,
      });
      // Not a moment before its back-off ends.
      expect(await runAt(new Date(next.getTime() - 1))).toMatchObject({ ran: 0 });
      now = next;
    }
    expect(await runAt(now)).toMatchObject({ ran: 1, retried: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ state: 'failed', attempts: 4, finishedAt: now });
    expect(await runAt(at(86_400_000))).toMatchObject({ ran: 0 });
  });

  it('makes one job of one key, even once that job is done', async () => {
    const first = await enqueueJob(db(), {
      name: 'test.record',
      key: 'reminder:s-1:14',
      runAt: T0,
    });
    const again = await enqueueJob(db(), {
      name: 'test.record',
      key: 'reminder:s-1:14',
      runAt: T0,
    });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    expect(await runAt(T0)).toMatchObject({ ran: 1 });
    const afterDone = await enqueueJob(db(), { name: 'test.record', key: 'reminder:s-1:14' });
    expect(afterDone).toEqual({ id: first.id, created: false });
    expect(await db().select().from(jobs)).toHaveLength(1);
  });

  it('enqueued inside a business transaction, a job exists only if the transaction commits', async () => {
    await db()
      .transaction(async (tx) => {
        await enqueueJob(tx, { name: 'test.record', key: 'rolled-back', runAt: T0 });
        throw new Error('the business change failed');
      })
      .catch(() => undefined);
    await db().transaction(async (tx) => {
      await enqueueJob(tx, { name: 'test.record', key: 'committed', runAt: T0 });
    });
    expect((await db().select().from(jobs)).map((j) => j.key)).toEqual(['committed']);
  });

  it('keeps one open occurrence per schedule, whatever the number of instances', async () => {
    seen.length = 0;
    const schedules = [{ name: 'test.record', everyMs: 60_000 }];
    // Three instances start at once, each making sure the schedule has its occurrence.
    const counts = await Promise.all(
      ['a', 'b', 'c'].map((w) => runAt(T0, { schedules, workerId: w })),
    );
    expect(counts.reduce((n, c) => n + c.done, 0)).toBe(1);
    const open = async () =>
      (await db().select().from(jobs)).filter(
        (j) => j.state === 'pending' || j.state === 'running',
      );
    expect(await open()).toHaveLength(1);
    expect((await open())[0]?.runAt).toEqual(at(60_000));
    for (const w of ['a', 'b', 'c']) {
      expect(await runAt(at(59_999), { schedules, workerId: w })).toMatchObject({ ran: 0 });
    }
    expect(await open()).toHaveLength(1);
    for (const w of ['a', 'b', 'c']) await runAt(at(60_000), { schedules, workerId: w });
    expect(seen.map((c) => c.now)).toEqual([T0, at(60_000)]);
    expect(await open()).toHaveLength(1);
    expect((await open())[0]?.runAt).toEqual(at(120_000));
  });

  it('refuses a schedule the table cannot hold', async () => {
    for (const everyMs of [0, 1.5, 2 ** 31]) {
      await expect(runAt(T0, { schedules: [{ name: 'test.record', everyMs }] })).rejects.toThrow(
        RangeError,
      );
    }
  });

  it('a job whose worker died is taken again once its lease runs out', async () => {
    const { id } = await enqueueJob(db(), { name: 'test.slow', runAt: T0 });
    let finishA = () => undefined as void;
    let startedA = () => undefined as void;
    const started = new Promise<void>((resolve) => (startedA = resolve));
    const runA = runDueJobs(db(), {
      handlers: {
        'test.slow': () =>
          new Promise<void>((resolve) => {
            finishA = resolve;
            startedA();
          }),
      },
      clock: () => T0,
      workerId: 'a',
      leaseMs: 60_000,
    });
    await started;
    expect(await row(id)).toMatchObject({ state: 'running', lockedBy: 'a', attempts: 1 });
    const ranByB: number[] = [];
    const b = (now: Date) =>
      runDueJobs(db(), {
        handlers: { 'test.slow': async ({ attempt }) => void ranByB.push(attempt) },
        clock: () => now,
        workerId: 'b',
        leaseMs: 60_000,
      });
    expect(await b(at(59_999))).toMatchObject({ ran: 0 });
    expect(await b(at(60_000))).toMatchObject({ ran: 1, done: 1 });
    expect(ranByB).toEqual([2]);
    // The first worker comes back: its lease is gone, it changes nothing.
    finishA();
    expect(await runA).toEqual({ ran: 1, done: 0, retried: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ state: 'done', attempts: 2, finishedAt: at(60_000) });
  });

  it('a job whose worker died on its last attempt is failed, not run again', async () => {
    const { id } = await enqueueJob(db(), { name: 'test.record', runAt: T0, maxAttempts: 1 });
    await db()
      .update(jobs)
      .set({ state: 'running', attempts: 1, lockedBy: 'dead', lockedUntil: at(1000) })
      .where(eq(jobs.id, id));
    expect(await runAt(at(999))).toMatchObject({ ran: 0, failed: 0 });
    expect(await runAt(at(1000))).toMatchObject({ ran: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ state: 'failed', lockedBy: null });
    expect((await row(id))?.lastError).toMatch(/lease ran out/);
  });

  it('leaves a job no handler of this worker knows for a worker that knows it', async () => {
    const { id } = await enqueueJob(db(), { name: 'test.unknown', runAt: T0 });
    expect(await runAt(at(1000))).toMatchObject({ ran: 0 });
    expect((await row(id))?.state).toBe('pending');
  });

  it('the worker runs due jobs on its own and stops without leaving a timer', async () => {
    seen.length = 0;
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const before = timers();
    await enqueueJob(db(), { name: 'test.record', runAt: T0 });
    const worker = startJobWorker(db(), {
      handlers,
      clock: () => at(1000),
      pollMs: 5,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    await expect.poll(() => seen.length).toBe(1);
    await worker.stop();
    expect(timers()).toBeLessThanOrEqual(before);
    await enqueueJob(db(), { name: 'test.record', runAt: T0 });
    // Stopped: a due job stays pending (a look that already began would have ended in stop()).
    expect((await db().select().from(jobs)).filter((j) => j.state === 'pending')).toHaveLength(1);
  });
});
