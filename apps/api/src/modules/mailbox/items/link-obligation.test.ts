import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceObligations } from '../../../db/schema';
import { createSignedInUser } from '../../../../test/auth-helpers';
import { formationCalls } from '../../../../test/formation-helpers';
import { givenMailbox, recordLetter } from '../../../../test/mail-item-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../../test/test-app';
import { linkObligation } from './link-obligation';

describe(`mail: the deadline a letter is about (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  });
  afterAll(() => t.close());

  const obligation = async (
    companyId: string,
    kind: 'state' | 'federal' | 'provider',
    dueDate: string,
    extra: { resolution?: 'filed'; key?: string } = {},
  ) => {
    const [row] = await t.app.db
      .insert(complianceObligations)
      .values({
        companyId,
        key: extra.key ?? `${kind}:${dueDate}`,
        period: dueDate.slice(0, 4),
        kind,
        ruleKey: kind,
        ruleVersion: 1,
        title: `${kind} due ${dueDate}`,
        agency: kind === 'federal' ? 'IRS' : 'WY Secretary of State',
        dueDate,
        resolution: extra.resolution ?? null,
      })
      .returning();
    return row!.id;
  };

  it('links IRS letters to the nearest open federal deadline, state ones to state deadlines', async () => {
    const { company } = await createSignedInUser(t.app);
    const c = company.id;
    const farFederal = await obligation(c, 'federal', '2027-04-15');
    const nearFederal = await obligation(c, 'federal', '2026-12-15');
    await obligation(c, 'federal', '2026-11-25', { resolution: 'filed' });
    await obligation(c, 'federal', '2026-09-01'); // more than 30 days before
    await obligation(c, 'federal', '2027-09-01'); // more than 180 days after
    const lateState = await obligation(c, 'state', '2026-11-01');
    await obligation(c, 'provider', '2026-11-21');
    const link = (category: 'irs' | 'state' | 'bank') =>
      linkObligation(t.app.db, { companyId: c, category, receivedOn: '2026-11-20' });
    expect(await link('irs')).toBe(nearFederal);
    expect(await link('state')).toBe(lateState);
    expect(await link('bank')).toBeNull();
    expect(
      await linkObligation(t.app.db, { companyId: c, category: 'irs', receivedOn: '2027-04-10' }),
    ).toBe(farFederal);
    const other = await createSignedInUser(t.app);
    expect(
      await linkObligation(t.app.db, {
        companyId: other.company.id,
        category: 'irs',
        receivedOn: '2026-11-20',
      }),
    ).toBeNull();
  });

  it('a recorded IRS letter shows its deadline to the customer', async () => {
    const { company, headers } = await createSignedInUser(t.app);
    await givenMailbox(t.app, company.id);
    const id = await obligation(company.id, 'federal', '2026-12-15');
    const admin = await formationCalls(() => t).adminHeaders();
    const res = await recordLetter(t.app, admin, company.id, { category: 'irs' });
    expect(res.json().data.obligation).toEqual({
      id,
      title: 'federal due 2026-12-15',
      dueDate: '2026-12-15',
    });
    const listed = await t.app.inject({ url: '/api/client/company/v7/mail/items', headers });
    expect(listed.json().data.items[0].obligation.id).toBe(id);
  });
});
