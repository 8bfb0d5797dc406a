import { describe, expect, it } from 'vitest';
import { ZCreateSessionRequest, ZReceiptsQuery } from './billing';
import { NAME_CONTROL_MESSAGE } from '../rules/name-text';
import {
  ZCompanyDetails,
  ZCompanyInfoRequest,
  ZOwnersRequest,
  ZResponsiblePartyRequest,
} from './company';

const address = { line1: '1 Main St', city: 'Lagos', country: 'ng' };
const owner = (pct: number, email = `owner-${pct}@example.com`) => ({
  firstName: 'Ada',
  lastName: 'Obi',
  email,
  ownershipPercentage: pct,
  address,
});

describe('request schemas of the contract calls with their decided payloads', () => {
  it('company-info names the missing fields with catalogue codes', () => {
    const r = ZCompanyInfoRequest.safeParse({ companyNameType: 'Corp' });
    expect(r.success).toBe(false);
    const messages = r.error?.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'COMPANY_NAME_NOT_SPECIFIED',
        'INVALID_NAME_TYPE',
        'DESCRIPTION_NOT_SPECIFIED',
      ]),
    );
    expect(
      ZCompanyInfoRequest.parse({
        companyName: 'Acme',
        companyNameType: 'LLC',
        state: 'wy',
        businessPurpose: 'Software',
      }).state,
    ).toBe('WY');
  });

  it.each([
    ['nubeclara.com', 'https://nubeclara.com'],
    [' www.nubeclara.com/shop ', 'https://www.nubeclara.com/shop'],
    ['https://nubeclara.com', 'https://nubeclara.com'],
    ['http://nube.co.uk/a?b=1', 'http://nube.co.uk/a?b=1'],
    ['//nube.com', 'https://nube.com'],
    ['', undefined],
    ['   ', undefined],
  ])('company-info takes the website %j as %j (a bare domain gets https://)', (typed, kept) => {
    const info = { companyName: 'Acme', companyNameType: 'LLC', state: 'WY', businessPurpose: 'x' };
    expect(ZCompanyInfoRequest.parse({ ...info, website: typed }).website).toBe(kept);
  });

  it.each([
    'nubeclara',
    'not a site',
    'ftp://nube.com',
    'javascript://x.com',
    'https://',
    'localhost:3000',
  ])('company-info refuses the website %j with WEBSITE_INVALID', (typed) => {
    const info = { companyName: 'Acme', companyNameType: 'LLC', state: 'WY', businessPurpose: 'x' };
    expect(ZCompanyInfoRequest.safeParse({ ...info, website: typed }).error?.issues).toEqual([
      expect.objectContaining({ path: ['website'], message: 'WEBSITE_INVALID' }),
    ]);
  });

  it('names are stored normalised and refused with a control character, field by field', () => {
    const info = {
      companyName: 'Ａｃｍｅ\u200b  Labs ',
      companyNameType: 'LLC',
      state: 'WY',
      businessPurpose: 'Software',
      alternativeNames: ['Nube\u202e Clara'],
    };
    const parsed = ZCompanyInfoRequest.parse(info);
    expect(parsed.companyName).toBe('Acme Labs');
    expect(parsed.alternativeNames).toEqual(['Nube Clara']);
    for (const bad of ['Acme\r\nLabs', 'Acme\tLabs', 'Acme\u0000']) {
      const r = ZCompanyInfoRequest.safeParse({
        ...info,
        companyName: bad,
        alternativeNames: [bad],
      });
      expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['companyName', NAME_CONTROL_MESSAGE],
        ['alternativeNames.0', NAME_CONTROL_MESSAGE],
      ]);
    }
    // Only invisible characters is no name at all.
    expect(
      ZCompanyInfoRequest.safeParse({ ...info, companyName: '\u200b\u200d' }).error?.issues[0]
        ?.message,
    ).toBe('COMPANY_NAME_NOT_SPECIFIED');
    const owners = ZOwnersRequest.parse({
      owners: [{ ...owner(100), firstName: 'Ａｄａ\u200d', lastName: ' O\u2066bi ' }],
    });
    expect(owners.owners[0]).toMatchObject({ firstName: 'Ada', lastName: 'Obi' });
    expect(
      ZOwnersRequest.safeParse({ owners: [{ ...owner(100), lastName: 'Obi\nX' }] }).error
        ?.issues[0],
    ).toMatchObject({ path: ['owners', 0, 'lastName'], message: NAME_CONTROL_MESSAGE });
    const party = {
      firstName: 'A\u200bda',
      lastName: 'B\u00ad',
      email: 'a@b.co',
      phone: '+1 202 555 0143',
    };
    expect(ZResponsiblePartyRequest.parse(party)).toMatchObject({
      firstName: 'Ada',
      lastName: 'B',
    });
    expect(ZResponsiblePartyRequest.safeParse({ ...party, firstName: 'A\rB' }).success).toBe(false);
  });

  it('answers with the names as stored, whatever was stored before', () => {
    const shape = ZCompanyDetails.shape.owners.element.shape;
    expect(shape.firstName.safeParse('Old\nName').success).toBe(true);
  });

  it('owners need at least one owner and percentages summing to 100', () => {
    expect(ZOwnersRequest.safeParse({ owners: [] }).success).toBe(false);
    expect(ZOwnersRequest.safeParse({ owners: [owner(60), owner(30)] }).success).toBe(false);
    const ok = ZOwnersRequest.parse({ owners: [owner(60), owner(40)] });
    expect(ok.owners[0]?.address.country).toBe('NG');
    expect(ZOwnersRequest.safeParse({ owners: [{ ...owner(100), email: 'nope' }] }).success).toBe(
      false,
    );
    // Shares are checked exactly in hundredths: 33.33 + 33.33 + 33.34 is 100.
    expect(
      ZOwnersRequest.safeParse({
        owners: [owner(33.33, 'a@x.co'), owner(33.33, 'b@x.co'), owner(33.34)],
      }).success,
    ).toBe(true);
    expect(ZOwnersRequest.safeParse({ owners: [owner(33.333)] }).success).toBe(false);
    expect(
      ZOwnersRequest.safeParse({ owners: [owner(50, 'a@x.co'), owner(50, 'A@x.co')] }).success,
    ).toBe(false);
  });

  it('the responsible party sends at most the last 4 digits of a tax id', () => {
    const base = { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '+1 202 555 0143' };
    expect(ZResponsiblePartyRequest.safeParse({ ...base, taxIdLast4: '1234' }).success).toBe(true);
    // Without a tax id (the default) no digits are kept even when sent.
    expect(
      ZResponsiblePartyRequest.parse({ ...base, taxIdLast4: '1234' }).taxIdLast4,
    ).toBeUndefined();
    expect(ZResponsiblePartyRequest.safeParse({ ...base, taxIdType: 'SSN' }).success).toBe(false);
    expect(
      ZResponsiblePartyRequest.parse({ ...base, taxIdType: 'SSN', taxIdLast4: '6789' }).taxIdLast4,
    ).toBe('6789');
    expect(ZResponsiblePartyRequest.safeParse({ ...base, taxIdLast4: '123-45-6789' }).success).toBe(
      false,
    );
  });

  it('receipts paging has the defaults and whitelists sort fields', () => {
    expect(ZReceiptsQuery.parse({})).toEqual({ page: 0, size: 20, sort: 'id,desc' });
    expect(ZReceiptsQuery.parse({ page: '2', size: '5', sort: 'total,asc' })).toEqual({
      page: 2,
      size: 5,
      sort: 'total,asc',
    });
    for (const sort of ['password,asc', 'id', 'id,drop', 'id;desc']) {
      expect(ZReceiptsQuery.safeParse({ sort }).success).toBe(false);
    }
    expect(ZReceiptsQuery.safeParse({ size: '1000' }).success).toBe(false);
  });

  it('checkout sessions carry product keys and a URL to return to', () => {
    expect(
      ZCreateSessionRequest.safeParse({
        items: ['formation-bundle'],
        successUrl: 'https://x.test/a',
      }).success,
    ).toBe(true);
    expect(
      ZCreateSessionRequest.safeParse({ items: [], successUrl: 'https://x.test' }).success,
    ).toBe(false);
    expect(ZCreateSessionRequest.safeParse({ items: ['a'], successUrl: 'not a url' }).success).toBe(
      false,
    );
  });
});
