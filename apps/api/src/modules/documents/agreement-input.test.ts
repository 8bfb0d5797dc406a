import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedTexts, textLines } from '../../../test/pdf-glyphs';
import { FORMATION, formationCalls } from '../../../test/formation-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

const PARIS = {
  line1: '12 rue de la Paix',
  line2: 'Apt 4B',
  city: 'Paris',
  region: 'IDF',
  postalCode: '75002',
  country: 'FR',
};
const CHEYENNE = {
  line1: '1 Main St',
  line2: 'Suite 200',
  city: 'Cheyenne',
  region: 'WY',
  postalCode: '82001',
  country: 'US',
};

describe(`the operating agreement drawn up at confirmation (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { get, post, paidCustomer, fillAll } = formationCalls(() => t);

  // Issue 36 (minor): the agreement printed "1 Main St, Cheyenne, WY, US", without the
  // apartment line and the postal code.
  it("prints each member's whole postal address: both lines, city, region, postal code, country", async () => {
    const { headers } = await paidCustomer();
    await fillAll(headers);
    const [ada, bo] = FORMATION.owners.owners;
    const owners = await post('/owners', headers, {
      owners: [
        { ...ada, address: PARIS },
        { ...bo, address: CHEYENNE },
      ],
    });
    expect(owners.statusCode, owners.body).toBe(200);
    expect((await post('/status/confirm', headers)).statusCode).toBe(200);
    const docs = (await get('/documents', headers)).json().data as { id: string }[];
    const pdf = await get(`/documents/${docs[0]?.id}/download`, headers);
    expect(pdf.statusCode).toBe(200);
    const text = textLines(await placedTexts(new Uint8Array(pdf.rawPayload))).join(' ');
    expect(text).toContain(
      'Ada Obi (ada@example.com), 12 rue de la Paix, Apt 4B, Paris, Île-de-France, 75002, France: 66.67%',
    );
    expect(text).toContain(
      'Bo Li (bo@example.com), 1 Main St, Suite 200, Cheyenne, Wyoming, 82001, United States: 33.33%',
    );
  });
});
