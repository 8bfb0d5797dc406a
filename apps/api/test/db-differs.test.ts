import { globSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiTestFiles, DB_DIFFERS, TIMED, timedTestFiles } from './db-differs.mjs';

const api = new URL('..', import.meta.url).pathname;

describe('the suites run on the second database (issue 34)', () => {
  it.each(DB_DIFFERS.map((d) => [d.glob, d.why]))('%s matches a test file (%s)', (glob) => {
    expect(globSync(glob, { cwd: api, exclude: (f) => f.includes('node_modules') })).not.toEqual(
      [],
    );
  });

  it('runs every suite by default and only the listed ones with API_TESTS=db-differs', () => {
    expect(apiTestFiles(undefined)).toEqual(['src/**/*.test.ts', 'test/**/*.test.ts']);
    expect(apiTestFiles('db-differs')).toEqual(DB_DIFFERS.map((d) => d.glob));
  });

  it('runs the timed suites apart, those of the PGlite pass included', () => {
    for (const file of TIMED) expect(globSync(file, { cwd: api })).toEqual([file]);
    expect(timedTestFiles(undefined)).toEqual(TIMED);
    expect(timedTestFiles('db-differs')).toEqual([
      'test/quality/load.test.ts',
      'test/quality/faults.test.ts',
    ]);
  });
});
