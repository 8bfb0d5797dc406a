// What the operations commands are given (`TOpsDeps`): the running portal's admin API, called
// with a short-lived ADMIN token signed with the portal's own secret, so the CLI works the same
// on the embedded database (which only the server process may open) and on PostgreSQL.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { loadEnv } from '../config/env';
import { signAccessToken } from '../lib/tokens';
import type { TOpsDeps } from './command';
import type { TCompanyListing } from './company-lines';

/** A command's failure: the CLI prints its message alone, and exits with 1. */
export class OpsError extends Error {}

type TEnvelope<T> = { status: string; data?: T; message?: string };

const need = (value: string | undefined, what: string): string => {
  if (!value) throw new OpsError(`Missing ${what}. Run npm run ops -- --help.`);
  return value;
};

const readUpload = (path: string) => {
  try {
    return { bytes: new Uint8Array(readFileSync(path)), name: basename(path) };
  } catch {
    throw new OpsError(`Cannot read ${path}.`);
  }
};

/** The deps of a run that reads `source` (the environment) and prints with `print`. */
export const opsDeps = async (
  source: NodeJS.ProcessEnv,
  print: (line: string) => void,
): Promise<TOpsDeps> => {
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

  return {
    call,
    need,
    companyId,
    fail: (message) => new OpsError(message),
    print,
    readFile: readUpload,
    timeZone: env.SUPPORT_TIME_ZONE,
  };
};
