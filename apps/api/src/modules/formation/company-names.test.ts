import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LLC_DESIGNATION_MESSAGE } from '@charterline/shared/rules/llc-name';
import { NAME_CONTROL_MESSAGE } from '@charterline/shared/rules/name-text';
import { companies } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

const API = '/api/client/company/v7';
const info = { companyNameType: 'LLC', state: 'WY', businessPurpose: 'Software' };
const owner = { email: 'ada@example.com', ownershipPercentage: 100 };
const address = { line1: '1 Main St', city: 'Lagos', country: 'NG' };

// Issue 15: names are normalised before the shared rules check them, on the server too.
describe(`company and owner names on the server (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    const user = await createSignedInUser(t.app);
    headers = user.headers;
    // Paid for formation (the payment flow has its own tests).
    await t.app.db
      .update(companies)
      .set({ paymentStatus: 'PAID', companyStatus: 'MISSING_INFORMATION', state: 'WY' })
      .where(eq(companies.id, user.company.id));
  });
  afterAll(() => t.close());

  const post = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `${API}${path}`, headers, payload });

  it.each(['Acme ＬＬＣ', 'Acme LLС', 'Acme L\u200bLC', 'Acme \u2066LLC\u2069', 'Acme ʟʟᴄ'])(
    'refuses the designation hidden in %j',
    async (companyName) => {
      const res = await post('/company-info', { ...info, companyName });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({
        code: 'INVALID_COMPANY_NAME',
        field: 'companyName',
        message: LLC_DESIGNATION_MESSAGE,
      });
    },
  );

  it.each(['Acme\r\nLabs', 'Acme\tLabs', 'Acme\u0085Labs'])(
    'refuses a control character in %j with a field error',
    async (companyName) => {
      const res = await post('/company-info', { ...info, companyName });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { code: 'VALIDATION_ERROR', field: 'companyName', message: NAME_CONTROL_MESSAGE },
      ]);
    },
  );

  it('stores names normalised: company, alternatives and owners', async () => {
    const res = await post('/company-info', {
      ...info,
      companyName: 'Ｎｕｂｅ\u200b  Clara 株式会社',
      alternativeNames: ['Nube\u202e Clara Two'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.company).toMatchObject({
      companyName: 'Nube Clara 株式会社',
      alternativeNames: ['Nube Clara Two'],
    });
    const owners = await post('/owners', {
      owners: [{ ...owner, firstName: 'Ａｄａ\u200d', lastName: 'Obi\u2069', address }],
    });
    expect(owners.statusCode, owners.body).toBe(200);
    expect(owners.json().data.company.owners[0]).toMatchObject({
      firstName: 'Ada',
      lastName: 'Obi',
    });
    const bad = await post('/owners', {
      owners: [{ ...owner, firstName: 'Ada', lastName: 'Obi\nX', address }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      field: 'owners.0.lastName',
      message: NAME_CONTROL_MESSAGE,
    });
  });

  // Issue 17: a bare domain is a website; https:// is added.
  it('stores a bare domain as an https:// website and names a bad one WEBSITE_INVALID', async () => {
    const ok = await post('/company-info', {
      ...info,
      companyName: 'Nube Clara',
      website: 'nubeclara.com',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.company.website).toBe('https://nubeclara.com');
    const bad = await post('/company-info', { ...info, companyName: 'Nube Clara', website: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      {
        code: 'WEBSITE_INVALID',
        field: 'website',
        message: 'Enter a website address such as nubeclara.com or https://nubeclara.com.',
      },
    ]);
  });
});
