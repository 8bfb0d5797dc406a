// `npm run ops -- jobs` and `npm run ops -- jobs retry <id>` (decision 0110).
import type { TJobsOverview, TOpsJob } from '@charterline/shared/schemas/jobs';
import type { TOpsCall, TOpsCommand, TOpsDeps } from './command';

export type { TOpsCall };
type TOps = Pick<TOpsDeps, 'call' | 'fail' | 'print'>;

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

const overview = async ([sub]: string[], ops: TOps): Promise<number> => {
  if (sub !== undefined) {
    throw ops.fail(`Unknown jobs command "${sub}". Run npm run ops -- --help.`);
  }
  printOverview(await ops.call<TJobsOverview>('GET', '/ops/v1/jobs'), ops.print);
  return 0;
};

const retry = async ([id]: string[], ops: TOps): Promise<number> => {
  if (!id) throw ops.fail('Missing <job id>. Run npm run ops -- jobs to see the failed ones.');
  const job = await ops.call<TOpsJob>('POST', `/ops/v1/jobs/${encodeURIComponent(id)}/retry`);
  ops.print(`${job.name} (${job.id}) will run again now.`);
  return 0;
};

/** Runs a `jobs` command; `args` are what follows the word `jobs` (as the table does). */
export const runJobsCommand = (args: string[], ops: TOps): Promise<number> =>
  args[0] === 'retry' ? retry(args.slice(1), ops) : overview(args, ops);

export const JOBS_COMMANDS: TOpsCommand[] = [
  {
    name: 'jobs',
    usage: 'jobs',
    summary: 'durable jobs: counts by name and state,\nthe latest failures, the next one due',
    run: ({ positionals }, deps) => overview(positionals, deps),
  },
  {
    name: 'jobs retry',
    usage: 'jobs retry <job id>',
    summary: 'run a failed job again, now',
    run: ({ positionals }, deps) => retry(positionals, deps),
  },
];
