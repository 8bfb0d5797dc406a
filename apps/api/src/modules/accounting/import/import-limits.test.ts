import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../../test/test-app';
import { booksWithAccount, fixture, importCalls } from './import-test-helpers';

describe(`statement upload limits (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    // The vault's limit is tiny here: statements have their own (IMPORT_MAX_BYTES).
    t = await createTestApp({ env: { UPLOAD_MAX_BYTES: '2048' } });
  });
  afterAll(() => t.close());

  it('takes a statement larger than the vault upload limit', async () => {
    const { headers, account } = await booksWithAccount(t.app);
    const calls = importCalls(() => t.app, headers);
    const bytes = fixture('mercury.csv');
    expect(bytes.length).toBeGreaterThan(2048);
    const up = await calls.uploaded(account.id, 'mercury.csv', bytes);
    expect(up).toMatchObject({ status: 'uploaded', recognisedBank: 'Mercury' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/company/v7/accounting/imports',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: { accountId: account.id },
    });
    expect(res.statusCode).toBe(415);
  });
});
