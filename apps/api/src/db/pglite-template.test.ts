import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { startFromTemplate } from './pglite-template';

describe('a new data directory from the build’s cluster template', () => {
  let scratch: string;
  let template: string;
  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'charterline-template-test-'));
    template = join(scratch, 'template');
    // What apps/api/build.mjs keeps: a fresh cluster, shut down cleanly.
    const pg = new PGlite(template);
    await pg.query('select 1');
    await pg.close();
  }, 60_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('is a whole copy that PGlite opens, migrates and keeps', async () => {
    const dataDir = join(scratch, 'data');
    const clusterDir = join(dataDir, 'pglite');
    mkdirSync(dataDir);
    expect(startFromTemplate(clusterDir, template)).toBe(true);
    expect(readdirSync(dataDir)).toEqual(['pglite']);
    const database = openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    await database.db.execute('create table kept (n int)');
    await database.close();
    // Started again: the cluster is there, nothing is copied over it.
    expect(startFromTemplate(clusterDir, template)).toBe(false);
    const again = new PGlite(clusterDir);
    const rows = await again.query<{ n: string }>(
      "select count(*)::text as n from information_schema.tables where table_name = 'kept'",
    );
    expect(rows.rows[0]?.n).toBe('1');
    await again.close();
    // The template itself is untouched.
    expect(existsSync(join(template, 'PG_VERSION'))).toBe(true);
  }, 60_000);

  it('leaves a directory that holds something else alone, and copies into an empty one', () => {
    const other = join(scratch, 'other');
    mkdirSync(other);
    writeFileSync(join(other, 'note.txt'), 'mine');
    expect(startFromTemplate(other, template)).toBe(false);
    expect(readdirSync(other)).toEqual(['note.txt']);
    const empty = join(scratch, 'empty');
    mkdirSync(empty);
    expect(startFromTemplate(empty, template)).toBe(true);
    expect(existsSync(join(empty, 'PG_VERSION'))).toBe(true);
  });

  it('does nothing without a template', () => {
    const dir = join(scratch, 'none');
    expect(startFromTemplate(dir, null)).toBe(false);
    expect(startFromTemplate(dir, join(scratch, 'missing'))).toBe(false);
    expect(existsSync(dir)).toBe(false);
  });
});
