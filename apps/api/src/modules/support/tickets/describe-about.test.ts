import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../test/auth-helpers';
import { createTestApp, type TTestApp } from '../../../../test/test-app';
import { givenAboutThings } from './about-test-helpers';
import { describeAbout } from './describe-about';
import { callSupport, openTicket } from './tickets-test-helpers';

describe('what a ticket is about', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('describes each kind from the company’s own rows, and suggests a category', async () => {
    const c = await createSignedInUser(t.app);
    const things = await givenAboutThings(t.app, c.company.id);
    const cases = [
      [
        'mail_item',
        things.letter.id,
        'Letter from Internal Revenue Service, 3 Nov 2026',
        `/dashboard/communication?item=${things.letter.id}`,
        'mail',
      ],
      [
        'service',
        things.service.id,
        'EIN application',
        `/dashboard/services/${things.service.id}`,
        'billing',
      ],
      [
        'obligation',
        things.obligation.id,
        'Wyoming annual report, due 1 Apr 2027',
        `/dashboard/compliance?obligation=${things.obligation.id}`,
        'compliance',
      ],
      [
        'invoice',
        things.invoice.id,
        `Invoice ${things.invoice.number}`,
        `/dashboard/invoicing/${things.invoice.id}`,
        'invoicing',
      ],
      [
        'receipt',
        String(things.receipt.id),
        `Receipt ${things.receipt.number}`,
        '/dashboard/billing',
        'billing',
      ],
    ] as const;
    for (const [kind, id, label, href, category] of cases) {
      const res = await callSupport(t.app, c.headers, 'GET', `/about?kind=${kind}&id=${id}`);
      expect(res.status, kind).toBe(200);
      expect(res.body.data).toEqual({ kind, id, label, href, category });
    }
  });

  it('answers SUPPORT_ABOUT_NOT_FOUND for another company’s thing, an unknown id or a malformed one', async () => {
    const a = await createSignedInUser(t.app);
    const b = await createSignedInUser(t.app);
    const theirs = await givenAboutThings(t.app, b.company.id);
    const probes = [
      `kind=mail_item&id=${theirs.letter.id}`,
      `kind=receipt&id=${theirs.receipt.id}`,
      'kind=invoice&id=not-a-uuid',
      'kind=receipt&id=99999999999999999999999',
      'kind=receipt&id=-1',
    ];
    for (const probe of probes) {
      const res = await callSupport(t.app, a.headers, 'GET', `/about?${probe}`);
      expect(res.status, probe).toBe(404);
      expect(res.body.errors[0].code).toBe('SUPPORT_ABOUT_NOT_FOUND');
    }
    const bad = await callSupport(t.app, a.headers, 'GET', '/about?kind=planet&id=1');
    expect(bad.status).toBe(400);
  });

  it('refuses to open a ticket about another company’s letter, and writes nothing', async () => {
    const a = await createSignedInUser(t.app);
    const b = await createSignedInUser(t.app);
    const theirs = await givenAboutThings(t.app, b.company.id);
    const res = await callSupport(t.app, a.headers, 'POST', '/tickets', {
      subject: 'This letter',
      category: 'mail',
      body: 'What is it?',
      about: { kind: 'mail_item', id: theirs.letter.id },
    });
    expect(res.status).toBe(404);
    const list = await callSupport(t.app, a.headers, 'GET', '/tickets?status=all');
    expect(list.body.data.total).toBe(0);
  });

  it('keeps kind and id with no label once the thing is gone, batched for many tickets', async () => {
    const c = await createSignedInUser(t.app);
    const things = await givenAboutThings(t.app, c.company.id);
    const ticket = await openTicket(t.app, c.headers, {
      about: { kind: 'mail_item', id: things.letter.id },
    });
    expect(ticket.about).toEqual({
      kind: 'mail_item',
      id: things.letter.id,
      label: 'Letter from Internal Revenue Service, 3 Nov 2026',
      href: `/dashboard/communication?item=${things.letter.id}`,
    });
    const described = await describeAbout(t.app.db, c.company.id, [
      { kind: 'mail_item', id: things.letter.id },
      { kind: 'mail_item', id: '00000000-0000-4000-8000-000000000000' },
      { kind: 'receipt', id: String(things.receipt.id) },
    ]);
    expect([...described.values()].map((d) => d.label)).toEqual([
      'Letter from Internal Revenue Service, 3 Nov 2026',
      null,
      `Receipt ${things.receipt.number}`,
    ]);
  });
});
