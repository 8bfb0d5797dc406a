// The operations CLI (`npm run ops -- <command>`): staff move companies through formation,
// attach documents and edit the catalogue. It talks to the running portal's admin API with
// a short-lived ADMIN token signed with the portal's own secret, so it works the same on
// the embedded database (which only the server process may open) and on PostgreSQL.
import { readFileSync, realpathSync } from 'node:fs';
import { basename } from 'node:path';
import { inspect, parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { parseProcessingStep, PROCESSING_STEPS } from '@charterline/shared/rules/processing';
import { loadDotEnv, loadEnv } from '../config/env';
import { signAccessToken } from '../lib/tokens';
import { JOBS_HELP, runJobsCommand } from './jobs-commands';
import { runServicesCommand, SERVICES_HELP } from './services-commands';
import { EXISTING_LLC_HELP, originLines, runExistingLlcCommand } from './existing-llc-commands';
import { COMPLIANCE_HELP, runComplianceCommand } from './compliance-commands';
import { CHANGES_HELP, runChangesCommand } from './changes-commands';
import { FACTS_HELP, runFactsCommand } from './facts-commands';
import { AGENT_HELP, runAgentCommand } from './agent-commands';
import { BOOKS_HELP, runBooksCommand } from './books-commands';
import { MAIL_HELP, runMailCommand } from './mail-commands';
import { MAIL_REQUEST_HELP } from './mail-request-commands';
import { PHONE_HELP, runPhoneCommand } from './phone-commands';
import { runTicketsCommand, TICKETS_HELP } from './tickets-commands';

const HELP = `Charterline operations

Usage: npm run ops -- <command> [arguments] [options]

  companies [--status STATUS]              list companies (newest first)
  company <company>                        show one company in full
  step <company> <step|next> [--ein EIN] [--date YYYY-MM-DD] [--file-number NUMBER]
                                           record a processing step (in order; --date: the
                                           day the state filed it, for STATE_FILING_COMPLETED):
                                           ${PROCESSING_STEPS.map((s, i) => `${i + 1} ${s.key}`).join('\n                                           ')}
  status <company> <STATUS> --reason TEXT  REJECTED, ONHOLD, FREEZED,
                                           PENDING_FOR_DOCUMENT_VERIFICATION or DISSOLVED
  resume <company>                         back to the status before the stop
  attach <company> <file> --title TEXT [--kind KIND] [--category CATEGORY]
                                           attach a PDF, PNG or JPEG (kind e.g.
                                           ARTICLES_OF_ORGANIZATION; category e.g. formation, tax)
  products                                 list the catalogue
  product <productKey> [--price CENTS] [--name TEXT] [--description TEXT] [--active true|false]
  role <email> <ADMIN|CUSTOMER>            give or take the admin role
${JOBS_HELP}
${SERVICES_HELP}
${EXISTING_LLC_HELP}
${COMPLIANCE_HELP}
${CHANGES_HELP}
${FACTS_HELP}
${AGENT_HELP}
${BOOKS_HELP}
${MAIL_HELP}
${MAIL_REQUEST_HELP}
${PHONE_HELP}
${TICKETS_HELP}

<company> is a company id, the e-mail address of its customer (their first company) or, for
mail, the suite on the envelope (suite:10042).
The portal must be running; OPS_API_URL (default: PUBLIC_URL + /api) says where.`;

type TEnvelope<T> = { status: string; data?: T; message?: string };
type TCompanyListing = {
  id: string;
  companyName: string | null;
  state: string | null;
  companyStatus: string;
  onboardingStatus: string;
  paymentStatus: string;
  ownerEmail: string;
  createdAt: string;
};

class OpsError extends Error {}

/** Where a run's output goes and which environment it reads (the process's by default). */
export type TCliIo = {
  /** One line (or block) of the command's output, as console.log would print it. */
  stdout?: (text: string) => void;
  /** The error a failed command reports. */
  stderr?: (text: string) => void;
  env?: NodeJS.ProcessEnv;
};

const main = async (argv: string[], io: TCliIo): Promise<number> => {
  const out = io.stdout ?? ((text: string) => console.log(text));

  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      status: { type: 'string' },
      ein: { type: 'string' },
      date: { type: 'string' },
      'file-number': { type: 'string' },
      line1: { type: 'string' },
      line2: { type: 'string' },
      city: { type: 'string' },
      postal: { type: 'string' },
      reason: { type: 'string' },
      title: { type: 'string' },
      kind: { type: 'string' },
      category: { type: 'string' },
      price: { type: 'string' },
      name: { type: 'string' },
      description: { type: 'string' },
      active: { type: 'string' },
      company: { type: 'string' },
      'waiting-on': { type: 'string' },
      note: { type: 'string' },
      file: { type: 'string' },
      month: { type: 'string' },
      force: { type: 'boolean' },
      sender: { type: 'string' },
      pages: { type: 'string' },
      urgent: { type: 'boolean' },
      envelope: { type: 'string' },
      scan: { type: 'string' },
      tracking: { type: 'string' },
      from: { type: 'string' },
      body: { type: 'string' },
      voicemail: { type: 'string' },
      transcript: { type: 'string' },
      minutes: { type: 'string' },
      recording: { type: 'string' },
      as: { type: 'string' },
      priority: { type: 'string' },
      assignee: { type: 'string' },
      attach: { type: 'string', multiple: true },
      resolve: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...args] = positionals;
  if (!command || values.help) {
    out(HELP);
    return command || values.help ? 0 : 1;
  }

  // The real command reads ./.env into process.env; a caller that gives its own env does not.
  const source = io.env ?? (loadDotEnv(), process.env);
  const env = loadEnv(source);
  const base = (source.OPS_API_URL ?? `${env.PUBLIC_URL}/api`).replace(/\/$/, '');
  const token = await signAccessToken(
    { userId: '00000000-0000-4000-8000-000000000000', email: 'ops-cli', role: 'ADMIN' },
    { secret: env.JWT_SECRET, ttlSeconds: 300 },
  );

  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          // FormData sets its own multipart content type (with the boundary).
          ...(body === undefined || body instanceof FormData
            ? {}
            : { 'content-type': 'application/json' }),
        },
        body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      });
    } catch {
      throw new OpsError(`The portal is not answering at ${base}. Start it with npm start.`);
    }
    const json = (await res.json().catch(() => ({}))) as TEnvelope<T>;
    if (!res.ok || json.status !== 'success') {
      throw new OpsError(json.message ?? `The portal answered ${res.status}.`);
    }
    return json.data as T;
  };

  const need = (value: string | undefined, what: string): string => {
    if (!value) throw new OpsError(`Missing ${what}. Run npm run ops -- --help.`);
    return value;
  };

  const companyId = async (ref: string | undefined): Promise<string> => {
    const given = need(ref, '<company>');
    // A suite number read on an envelope (issue 23): suite:10042.
    const suite = /^suite:(\d{1,9})$/i.exec(given)?.[1];
    if (suite) {
      return (await call<{ companyId: string }>('GET', `/ops/v1/mail/suites/${suite}`)).companyId;
    }
    if (!given.includes('@')) return given;
    const all = await call<TCompanyListing[]>('GET', '/ops/v1/companies');
    const theirs = all
      .filter((c) => c.ownerEmail === given.toLowerCase())
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    if (!theirs[0]) throw new OpsError(`No company belongs to ${given}.`);
    return theirs[0].id;
  };

  const show = (company: Record<string, unknown>) => {
    const progress = (company.formationProgress as { title: string; at: string }[]) ?? [];
    out(
      [
        `${String(company.companyName ?? '(no name yet)')} ${String(company.companyNameType ?? '')}`.trim(),
        `  id:          ${String(company.id)}`,
        `  state:       ${String(company.state ?? '-')}`,
        `  status:      ${String(company.companyStatus)} (onboarding ${String(company.onboardingStatus)}, payment ${String(company.paymentStatus)})`,
        ...(company.statusReason ? [`  reason:      ${String(company.statusReason)}`] : []),
        ...(company.ein ? [`  EIN:         ${String(company.ein)}`] : []),
        ...originLines(company),
        `  processing:  ${progress.length}/7`,
        ...progress.map((p) => `    ✓ ${p.title}  ${p.at}`),
      ].join('\n'),
    );
  };

  const ran = await runExistingLlcCommand(command, args, { call, companyId, show, print: out });
  if (ran !== undefined) return ran;
  const listed = await runComplianceCommand(command, args, {
    call,
    companyId,
    print: out,
  });
  if (listed !== null) return listed;
  // What every area's commands are given: the portal, the checks and the output.
  const deps = {
    call,
    need,
    companyId,
    fail: (message: string) => new OpsError(message),
    print: out,
  };
  const changed = await runChangesCommand(command, args, values, deps);
  if (changed !== null) return changed;
  const facts = await runFactsCommand(command, args, values, deps);
  if (facts !== null) return facts;
  const agents = await runAgentCommand(command, args, values, deps);
  if (agents !== null) return agents;
  const booked = await runBooksCommand(command, args, values, deps);
  if (booked !== null) return booked;
  const readUpload = (path: string) => {
    try {
      return { bytes: new Uint8Array(readFileSync(path)), name: basename(path) };
    } catch {
      throw new OpsError(`Cannot read ${path}.`);
    }
  };
  const mailed = await runMailCommand(command, args, values, { ...deps, readFile: readUpload });
  if (mailed !== null) return mailed;
  const phoned = await runPhoneCommand(command, args, values, { ...deps, readFile: readUpload });
  if (phoned !== null) return phoned;
  const ticketed = await runTicketsCommand(command, args, values, {
    ...deps,
    readFile: readUpload,
    timeZone: env.SUPPORT_TIME_ZONE,
  });
  if (ticketed !== null) return ticketed;

  switch (command) {
    case 'companies': {
      const query = values.status ? `?status=${encodeURIComponent(values.status)}` : '';
      const rows = await call<TCompanyListing[]>('GET', `/ops/v1/companies${query}`);
      if (rows.length === 0) out('No companies.');
      for (const c of rows) {
        out(
          [
            c.id,
            c.companyStatus.padEnd(22),
            (c.state ?? '--').padEnd(2),
            c.ownerEmail,
            c.companyName ?? '',
          ].join('  '),
        );
      }
      return 0;
    }
    case 'company': {
      show(await call('GET', `/ops/v1/companies/${await companyId(args[0])}`));
      return 0;
    }
    case 'step': {
      const id = await companyId(args[0]);
      const which = need(args[1], '<step|next>');
      let step = parseProcessingStep(which);
      if (which === 'next') {
        const company = await call<{ formationProgress: unknown[] }>(
          'GET',
          `/ops/v1/companies/${id}`,
        );
        step = PROCESSING_STEPS[company.formationProgress.length]?.key ?? null;
        if (!step) throw new OpsError('Every processing step is already recorded.');
      }
      if (!step) throw new OpsError(`Unknown step "${which}". Run npm run ops -- --help.`);
      const company = await call<Record<string, unknown>>('POST', `/ops/v1/companies/${id}/steps`, {
        step,
        ...(values.ein ? { ein: values.ein } : {}),
        ...(values.date ? { date: values.date } : {}),
        ...(values['file-number'] ? { fileNumber: values['file-number'] } : {}),
      });
      out(`Recorded ${step}.`);
      show(company);
      return 0;
    }
    case 'status': {
      const id = await companyId(args[0]);
      show(
        await call('POST', `/ops/v1/companies/${id}/status`, {
          status: need(args[1], '<STATUS>').toUpperCase(),
          reason: need(values.reason, '--reason'),
        }),
      );
      return 0;
    }
    case 'resume': {
      const id = await companyId(args[0]);
      show(await call('POST', `/ops/v1/companies/${id}/status`, { resume: true }));
      return 0;
    }
    case 'attach': {
      const id = await companyId(args[0]);
      const file = need(args[1], '<file>');
      let content: Buffer;
      try {
        content = readFileSync(file);
      } catch {
        throw new OpsError(`Cannot read ${file}.`);
      }
      // Multipart, as the portal's uploads (issue 20): the portal checks the type by content.
      const form = new FormData();
      form.set('kind', (values.kind ?? 'DOCUMENT').toUpperCase());
      form.set('title', need(values.title, '--title'));
      if (values.category) form.set('category', values.category);
      form.set('file', new Blob([new Uint8Array(content)]), basename(file));
      const doc = await call<{ id: string; fileName: string }>(
        'POST',
        `/ops/v1/companies/${id}/documents`,
        form,
      );
      out(`Attached ${doc.fileName} (${doc.id}).`);
      return 0;
    }
    case 'products': {
      const rows = await call<
        { productKey: string; name: string; price: number; interval: string; active: boolean }[]
      >('GET', '/ops/v1/products');
      for (const p of rows) {
        out(
          [
            p.productKey.padEnd(28),
            `$${(p.price / 100).toFixed(2)}`.padStart(10),
            p.interval.padEnd(8),
            p.active ? 'active' : 'inactive',
            p.name,
          ].join('  '),
        );
      }
      return 0;
    }
    case 'product': {
      const key = need(args[0], '<productKey>');
      const price = values.price === undefined ? undefined : Number(values.price);
      if (price !== undefined && !Number.isInteger(price))
        throw new OpsError('--price is in cents, e.g. 29900.');
      const change = {
        ...(price === undefined ? {} : { price }),
        ...(values.name ? { name: values.name } : {}),
        ...(values.description ? { description: values.description } : {}),
        ...(values.active ? { active: values.active === 'true' } : {}),
      };
      const p = await call<{ productKey: string; price: number; active: boolean }>(
        'PATCH',
        `/ops/v1/products/${encodeURIComponent(key)}`,
        change,
      );
      out(`${p.productKey}: $${(p.price / 100).toFixed(2)}, ${p.active ? 'active' : 'inactive'}.`);
      return 0;
    }
    case 'role': {
      const r = await call<{ email: string; role: string }>('POST', '/ops/v1/users/role', {
        email: need(args[0], '<email>'),
        role: need(args[1], '<ADMIN|CUSTOMER>').toUpperCase(),
      });
      out(`${r.email} is now ${r.role}.`);
      return 0;
    }
    case 'jobs':
      return runJobsCommand(args, {
        call,
        fail: (message) => new OpsError(message),
        print: out,
      });
    default: {
      const done = await runServicesCommand(command, args, values, {
        call,
        need,
        companyId,
        fail: (message) => new OpsError(message),
        print: out,
      });
      if (done !== null) return done;
      throw new OpsError(`Unknown command "${command}". Run npm run ops -- --help.`);
    }
  }
};

/**
 * Runs one command (`argv` as after `npm run ops --`) and resolves to its exit code: what
 * `npm run ops` runs, and what the tests call in-process with their own output and env.
 */
export const runCli = (argv: string[], io: TCliIo = {}): Promise<number> =>
  main(argv, io).catch((error: unknown) => {
    const message = error instanceof OpsError || error instanceof TypeError ? error.message : error;
    if (io.stderr) io.stderr(typeof message === 'string' ? message : inspect(message));
    else console.error(message);
    return 1;
  });

// Run as a script (`tsx apps/api/src/ops/cli.ts …`), not when imported.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  void runCli(process.argv.slice(2)).then((code) => process.exit(code));
}
