// A 50,000-row bank statement (issue 22) through the real path: the multipart upload over
// HTTP, the commit, then the `accounting.import` job, against PostgreSQL at `url` (a fresh
// database, migrated) or PGlite in memory. Reports rows/s of commit + job and
// the peak RSS growth of the process while it uploads and imports (the import streams: the
// file and its rows are never held whole). Loaded with tsx.
// Alone: `[DATABASE_URL=postgres://…] node bench/accounting-import.mjs`.
import { createWriteStream, mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { once } from 'node:events';
import { eq } from 'drizzle-orm';
import { tsImport } from 'tsx/esm/api';
import {
  insertBenchCompany,
  openBenchDatabase,
  root,
  runAlone,
  seededRandom as random,
} from './lib.mjs';

const ROWS = 50_000;
const TARGET_ROWS_PER_S = 5_000;
const TARGET_RSS_MB = 200;

const load = (path) => tsImport(pathToFileURL(join(root, path)).href, import.meta.url);

const PAYEES = [
  'AMAZON WEB SERVICES',
  'GITHUB',
  'GOOGLE WORKSPACE',
  'NOTION LABS',
  'STRIPE TRANSFER',
  'UPWORK',
  'BLUE BOTTLE COFFEE',
  'DELTA AIR LINES',
  'WEWORK',
  'ZOOM.US',
];

/** A Mercury-shaped CSV of `ROWS` rows over two years, written as it is made. */
const writeStatement = async (path, next) => {
  const out = createWriteStream(path);
  out.write(
    'Date (UTC),Description,Amount,Status,Source Account,Bank Description,Reference,Note\n',
  );
  for (let i = 0; i < ROWS; i += 1) {
    const day = new Date(Date.UTC(2025, 0, 1) + Math.floor((i / ROWS) * 730) * 86_400_000);
    const mm = String(day.getUTCMonth() + 1).padStart(2, '0');
    const dd = String(day.getUTCDate()).padStart(2, '0');
    const payee = PAYEES[Math.floor(next() * PAYEES.length)];
    const cents = 100 + Math.floor(next() * 500_000);
    const amount = `${payee.startsWith('STRIPE') ? '' : '-'}${(cents / 100).toFixed(2)}`;
    const line = `${mm}-${dd}-${day.getUTCFullYear()},${payee} ${i % 97},${amount},Sent,Mercury Checking ••1234,${payee} REF ${i},,\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
};

export const measureAccountingImport = async (record, { url } = {}) => {
  const { openDatabase } = await load('apps/api/src/db/client.ts');
  const schema = await load('apps/api/src/db/schema.ts');
  const { buildApp } = await load('apps/api/src/app.ts');
  const { loadEnv } = await load('apps/api/src/config/env.ts');
  const { signAccessToken } = await load('apps/api/src/lib/tokens.ts');
  const { runImportJob } = await load('apps/api/src/modules/accounting/import/run-import-job.ts');
  const { database } = await openBenchDatabase(openDatabase, url);
  const dir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  let app;
  try {
    const env = loadEnv({
      ...process.env,
      DATABASE_URL: url,
      NODE_ENV: 'test',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({ env, database, logger: false, serveSpa: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { db } = database;
    const { user, company } = await insertBenchCompany(db, schema, {
      label: 'import',
      companyName: 'Bench Books',
    });
    const [account] = await db
      .insert(schema.ledgerAccounts)
      .values({ companyId: company.id, name: 'Mercury Checking', openingDate: '2025-01-01' })
      .returning();
    const token = await signAccessToken(
      { userId: user.id, email: user.email, role: user.role },
      { secret: env.JWT_SECRET, ttlSeconds: 900 },
    );
    const headers = { authorization: `Bearer ${token}` };
    const file = join(dir, 'statement.csv');
    await writeStatement(file, random(22));

    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const base = `http://127.0.0.1:${app.server.address().port}/api/client/company/v7/accounting/imports?companyId=${company.id}`;
    const form = new FormData();
    form.append('accountId', account.id);
    form.append('file', await openAsBlob(file), 'statement.csv');
    const upStarted = performance.now();
    const up = await fetch(base, { method: 'POST', headers, body: form });
    const uploaded = await up.json();
    if (up.status !== 201) throw new Error(`upload: HTTP ${up.status} ${JSON.stringify(uploaded)}`);
    const uploadMs = performance.now() - upStarted;
    const id = uploaded.data.id;
    const afterUpload = peak;
    // As the UI does: the preview (it also gives the job its row count for the progress bar).
    const preview = await app.inject({
      method: 'POST',
      url: `/api/client/company/v7/accounting/imports/${id}/preview?companyId=${company.id}`,
      headers,
      payload: { mapping: uploaded.data.suggestedMapping },
    });
    if (preview.statusCode !== 200)
      throw new Error(`preview: ${preview.statusCode} ${preview.body}`);
    const previewMs = performance.now() - upStarted - uploadMs;

    const started = performance.now();
    const commit = await app.inject({
      method: 'POST',
      url: `/api/client/company/v7/accounting/imports/${id}/commit?companyId=${company.id}`,
      headers,
      payload: { mapping: uploaded.data.suggestedMapping, rememberMapping: true },
    });
    if (commit.statusCode !== 200) throw new Error(`commit: ${commit.statusCode} ${commit.body}`);
    await runImportJob({ db, storage: app.storage }, { importId: id, now: new Date() });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const [row] = await db
      .select()
      .from(schema.ledgerImports)
      .where(eq(schema.ledgerImports.id, id));
    const rate = ROWS / seconds;
    const growthMb = (peak - baseline) / 1024 / 1024;
    record(
      `accounting import: ${ROWS} CSV rows, commit + job`,
      `${Math.round(rate)} rows/s`,
      `>= ${TARGET_ROWS_PER_S} rows/s`,
      rate >= TARGET_ROWS_PER_S && row.added === ROWS,
      `${seconds.toFixed(2)} s; added ${row.added}, duplicates ${row.duplicates}, invalid ${row.invalid}; upload ${(uploadMs / 1000).toFixed(2)} s, preview ${(previewMs / 1000).toFixed(2)} s`,
    );
    record(
      `accounting import: peak RSS growth, upload + import`,
      `${growthMb.toFixed(1)} MB`,
      `< ${TARGET_RSS_MB} MB`,
      growthMb < TARGET_RSS_MB,
      `baseline ${(baseline / 1024 / 1024).toFixed(0)} MB, after the upload ${(afterUpload / 1024 / 1024).toFixed(0)} MB, peak ${(peak / 1024 / 1024).toFixed(0)} MB (client and API in one process)`,
    );
    // The bench's company goes with its books (cascade), its stored file with it.
    await app.storage.remove(row.storageKey);
    await db.delete(schema.users).where(eq(schema.users.id, user.id));
  } finally {
    await app?.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await runAlone(measureAccountingImport);
