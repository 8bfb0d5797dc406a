// The documents vault's I/O through the running API (issue 20): a 10 MB upload (multipart)
// and its download stream, in MB/s, with the API process's peak memory (VmHWM) before and
// after, on PostgreSQL at `url` or PGlite. Needs the built API (npm run build).
// Alone: `[DATABASE_URL=postgres://…] node bench/documents-io.mjs`.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { signupBody } from '../apps/api/test/fixtures/signup-body.mjs';
import { postJson, runAlone, startJsonChild, stopChild } from './lib.mjs';

const MB = 1024 * 1024;
const SIZE = 10 * MB;

/** Peak resident memory of a process so far (Linux /proc), in MB; null elsewhere. */
const peakRssMb = (pid) => {
  try {
    const kb = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
};

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

export const measureDocumentsIo = async (record, { url } = {}) => {
  const { child, info } = await startJsonChild(['bench/api-server.mjs'], { DATABASE_URL: url });
  const api = `http://127.0.0.1:${info.apiPort}/api`;
  try {
    const signup = await postJson(
      `${api}/client/public/v9/company/signup`,
      signupBody(`bench-docs-${Date.now()}@example.com`, { password: 'Bench-password-42!' }),
    );
    const headers = { authorization: `Bearer ${signup.body.data.accessToken}` };
    const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(SIZE - 9)]);
    const before = peakRssMb(child.pid);

    const form = new FormData();
    form.append('file', new Blob([file]), 'bench.pdf');
    const upStarted = performance.now();
    const up = await fetch(`${api}/client/company/v7/documents`, {
      method: 'POST',
      headers,
      body: form,
    });
    const upSeconds = (performance.now() - upStarted) / 1000;
    const created = await up.json();
    if (up.status !== 201) throw new Error(`upload: HTTP ${up.status} ${created.message}`);
    const afterUpload = peakRssMb(child.pid);

    const downStarted = performance.now();
    const down = await fetch(`${api}/client/company/v7/documents/${created.data[0].id}/download`, {
      headers,
    });
    // Read as a stream, as a browser saves it, hashing on the way.
    const hash = createHash('sha256');
    let received = 0;
    for await (const part of down.body) {
      received += part.length;
      hash.update(part);
    }
    const downSeconds = (performance.now() - downStarted) / 1000;
    const afterDownload = peakRssMb(child.pid);
    const same = received === SIZE && hash.digest('hex') === sha256(file);

    const rate = (seconds) => `${(SIZE / MB / seconds).toFixed(1)} MB/s`;
    record(`documents: upload 10 MB multipart`, rate(upSeconds), 'report', up.ok);
    record(
      `documents: download 10 MB stream`,
      rate(downSeconds),
      'report',
      same,
      same ? 'same sha256' : 'BYTES DIFFER',
    );
    const mb = (v) => (v === null ? 'n/a' : `${v.toFixed(0)} MB`);
    record(
      `documents: API peak RSS`,
      mb(afterDownload),
      'report',
      true,
      `before ${mb(before)}, after upload ${mb(afterUpload)}, after download ${mb(afterDownload)}`,
    );
  } finally {
    await stopChild(child);
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await runAlone(measureDocumentsIo);
