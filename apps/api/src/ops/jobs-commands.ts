// `npm run ops -- jobs` and `npm run ops -- jobs retry <id>` (decision 0110).
import type { TJobsOverview, TOpsJob } from '@charterline/shared/schemas/jobs';

export const JOBS_HELP = `  jobs                                     durable jobs: counts by name and state,
                                           the latest failures, the next one due
  jobs retry <job id>                      run a failed job again, now`;

export type TOpsCall = <T>(method: string, path: string, body?: unknown) => Promise<T>;
type TOps = { call: TOpsCall; fail: (message: string) => Error; print: (line: string) => void };

const failedLine = (j: TOpsJob): string =>
  `  ${j.id}  ${j.name}  ${j.attempts}/${j.maxAttempts} attempts  ${j.updatedAt}\n    ${j.lastError ?? '(no error recorded)'}`;

const printOverview = (o: TJobsOverview, print: (line: string) => void): void => {
  if (o.names.length === 0) {
    print('No jobs yet.');
    return;
  }
  print(`${'job'.padEnd(28)}  pending  running     done   failed  next due`);
  for (const n of o.names) {
    const counts = [n.pending, n.running, n.done, n.failed].map((c) => String(c).padStart(7));
    print(`${n.name.padEnd(28)}  ${counts.join('  ')}  ${n.nextRunAt ?? '-'}`);
  }
  print(
    o.nextDue
      ? `Next due: ${o.nextDue.name} at ${o.nextDue.runAt} (now ${o.now}).`
      : `Nothing pending (now ${o.now}).`,
  );
  if (o.latestFailed.length > 0) {
    print('Latest failed (retry with npm run ops -- jobs retry <job id>):');
    for (const j of o.latestFailed) print(failedLine(j));
  }
};

/** Runs a `jobs` command; `args` are what follows the word `jobs`. */
export const runJobsCommand = async (args: string[], ops: TOps): Promise<number> => {
  const [sub, id] = args;
  if (sub === undefined) {
    printOverview(await ops.call<TJobsOverview>('GET', '/ops/v1/jobs'), ops.print);
    return 0;
  }
  if (sub !== 'retry') throw ops.fail(`Unknown jobs command "${sub}". Run npm run ops -- --help.`);
  if (!id) throw ops.fail('Missing <job id>. Run npm run ops -- jobs to see the failed ones.');
  const job = await ops.call<TOpsJob>('POST', `/ops/v1/jobs/${encodeURIComponent(id)}/retry`);
  ops.print(`${job.name} (${job.id}) will run again now.`);
  return 0;
};
