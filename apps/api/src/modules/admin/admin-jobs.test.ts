import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../jobs/enqueue-job';
import { runDueJobs } from '../../jobs/run-due-jobs';
import { runJobsCommand, type TOpsCall } from '../../ops/jobs-commands';
import { createSignedInUser } from '../../../test/auth-helpers';
import { formationCalls } from '../../../test/formation-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

describe(`jobs through the admin API and npm run ops -- jobs (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const { adminHeaders } = formationCalls(() => t);
  const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>) =>
    t.app.inject({ method, url: `/api${url}`, headers });

  const failedJob = async () => {
    const past = new Date(Date.now() - 60_000);
    const { id } = await enqueueJob(t.database.db, {
      name: 'test.broken',
      runAt: past,
      maxAttempts: 1,
      payload: {},
    });
    await runDueJobs(t.database.db, {
      handlers: {
        'test.broken': async () => {
          throw new Error('smtp: connection refused');
        },
      },
      clock: () => past,
      workerId: 'test',
    });
    return id;
  };

  it('refuses customers and callers without a token', async () => {
    const customer = await createSignedInUser(t.app);
    const id = await failedJob();
    for (const [method, url] of [
      ['GET', '/ops/v1/jobs'],
      ['POST', `/ops/v1/jobs/${id}/retry`],
    ] as const) {
      expect((await inject(method, url, customer.headers)).statusCode).toBe(403);
      expect((await inject(method, url, {})).statusCode).toBe(401);
    }
  });

  it('shows counts by name and state, the latest failure with its error, and the next due', async () => {
    const admin = await adminHeaders();
    const id = await failedJob();
    const later = new Date(Date.now() + 3_600_000);
    await enqueueJob(t.database.db, { name: 'test.later', runAt: later });
    const res = await inject('GET', '/ops/v1/jobs', admin);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.names).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'test.broken', failed: expect.any(Number), pending: 0 }),
        {
          name: 'test.later',
          pending: 1,
          running: 0,
          done: 0,
          failed: 0,
          nextRunAt: later.toISOString(),
        },
      ]),
    );
    expect(data.latestFailed[0]).toMatchObject({
      id,
      name: 'test.broken',
      state: 'failed',
      attempts: 1,
      lastError: 'smtp: connection refused',
    });
    expect(data.nextDue).toMatchObject({ name: 'test.later', runAt: later.toISOString() });
  });

  it('retries a failed job once; anything else is a clear error', async () => {
    const admin = await adminHeaders();
    const id = await failedJob();
    const retried = await inject('POST', `/ops/v1/jobs/${id}/retry`, admin);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toMatchObject({ id, state: 'pending', attempts: 0 });
    const again = await inject('POST', `/ops/v1/jobs/${id}/retry`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status: 'error',
      errors: [{ code: 'JOB_NOT_RETRYABLE' }],
      message: 'This job is pending; only a failed job can be retried.',
    });
    const unknown = await inject('POST', `/ops/v1/jobs/${crypto.randomUUID()}/retry`, admin);
    expect(unknown.statusCode).toBe(404);
    const malformed = await inject('POST', '/ops/v1/jobs/not-a-job/retry', admin);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().status).toBe('error');
  });

  it('npm run ops -- jobs prints the overview and retries by id', async () => {
    const admin = await adminHeaders();
    const id = await failedJob();
    const call: TOpsCall = async <T>(method: string, path: string) => {
      const res = await inject(method as 'GET', path, admin);
      const body = res.json();
      if (body.status !== 'success') throw new Error(body.message);
      return body.data as T;
    };
    const lines: string[] = [];
    const ops = {
      call,
      fail: (m: string) => new Error(m),
      print: (l: string) => void lines.push(l),
    };
    expect(await runJobsCommand([], ops)).toBe(0);
    const text = lines.join('\n');
    expect(text).toMatch(/^test\.broken(\s+\d+){4}\s+\S+$/m);
    expect(text).toMatch(/^job\s+pending\s+running\s+done\s+failed\s+next due$/m);
    expect(text).toContain(id);
    expect(text).toContain('smtp: connection refused');
    lines.length = 0;
    expect(await runJobsCommand(['retry', id], ops)).toBe(0);
    expect(lines).toEqual([`test.broken (${id}) will run again now.`]);
    await expect(runJobsCommand(['retry', id], ops)).rejects.toThrow(/only a failed job/);
    await expect(runJobsCommand(['retry'], ops)).rejects.toThrow(/Missing <job id>/);
    await expect(runJobsCommand(['rerun'], ops)).rejects.toThrow(/Unknown jobs command/);
  });
});
