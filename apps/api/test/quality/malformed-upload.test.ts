import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import {
  companyDocuments,
  fileChunks,
  mailRequests,
  phoneCalls,
  phoneLines,
  supportAttachments,
} from '../../src/db/schema';
import { createSignedInUser } from '../auth-helpers';
import { formedInvoicer } from '../../src/modules/invoicing/invoicing-test-helpers';
import { givenLetter } from '../mail-request-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../test-app';

// Found by issue 24's support fuzz: a multipart body cut off or with broken part headers was
// a 500 on every upload route (busboy's error); it is the client's mistake, a 400. Issue 33
// item 9: also a body without a boundary, and a file cut after its first 8 bytes, on every
// upload route, the customer's and staff's.
describe(`a malformed multipart upload (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let routes: { name: string; url: string; field: string; headers: Record<string, string> }[];
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    const customer = await createSignedInUser(t.app);
    const admin = await createSignedInUser(t.app, { role: 'ADMIN' });
    const companyId = customer.company.id;
    const letter = await givenLetter(t.app, companyId);
    const [request] = await t.app.db
      .insert(mailRequests)
      .values({ mailItemId: letter.id, companyId, action: 'open_scan', status: 'requested' })
      .returning();
    const [line] = await t.app.db
      .insert(phoneLines)
      .values({ companyId, number: '+13075550142', provider: 'local' })
      .returning();
    const [call] = await t.app.db
      .insert(phoneCalls)
      .values({
        lineId: line?.id ?? '',
        companyId,
        providerRef: 'local-call-1',
        from: '+13075550100',
        outcome: 'voicemail',
      })
      .returning();
    const mine = customer.headers;
    const books = (await formedInvoicer(t.app)).headers;
    const staff = admin.headers;
    routes = [
      { name: 'the vault', url: '/api/client/company/v7/documents', field: 'file', headers: mine },
      {
        name: 'support attachments',
        url: '/api/client/care/v1/support/attachments',
        field: 'file',
        headers: mine,
      },
      {
        name: 'statement imports',
        url: '/api/client/company/v7/accounting/imports',
        field: 'file',
        headers: books,
      },
      {
        name: "staff's company documents",
        url: `/api/ops/v1/companies/${companyId}/documents`,
        field: 'file',
        headers: staff,
      },
      {
        name: "staff's letters",
        url: `/api/ops/v1/companies/${companyId}/mail`,
        field: 'envelope',
        headers: staff,
      },
      {
        name: "staff's mail scans",
        url: `/api/ops/v1/mail/items/${letter.id}/scan`,
        field: 'scan',
        headers: staff,
      },
      {
        name: "staff's mail requests",
        url: `/api/ops/v1/mail/requests/${request?.id ?? ''}/complete`,
        field: 'scan',
        headers: staff,
      },
      {
        name: "staff's voicemail recordings",
        url: `/api/ops/v1/phone/calls/${call?.id ?? ''}/recording`,
        field: 'recording',
        headers: staff,
      },
      {
        name: "staff's support attachments",
        url: `/api/ops/v1/support/attachments?company=${companyId}`,
        field: 'file',
        headers: staff,
      },
    ];
  });
  afterAll(() => t.close());

  const part = (field: string) =>
    [
      '--cut-boundary',
      `Content-Disposition: form-data; name="${field}"; filename="a.pdf"`,
      'Content-Type: application/pdf',
      '',
      '%PDF-1.4',
    ].join('\r\n');

  const cases: [string, string, (field: string) => string][] = [
    ['no parts at all', 'multipart/form-data; boundary=cut-boundary', () => 'null'],
    ['a part without the closing boundary', 'multipart/form-data; boundary=cut-boundary', part],
    [
      'a part header without its end',
      'multipart/form-data; boundary=cut-boundary',
      () => '--cut-boundary\r\nContent-Disposition: form-da',
    ],
    ['no boundary', 'multipart/form-data', part],
    [
      'a file cut after its first 8 bytes',
      'multipart/form-data; boundary=cut-boundary',
      (field) => `${part(field)}\r\n--cut-boundary`,
    ],
  ];

  it.each(cases)(
    'answers 400 for %s on every upload route, and keeps nothing',
    async (_, type, body) => {
      const answers: string[] = [];
      for (const route of routes) {
        const res = await t.app.inject({
          method: 'POST',
          url: route.url,
          headers: { ...route.headers, 'content-type': type },
          payload: body(route.field),
        });
        const code = res.statusCode === 400 ? (res.json().errors?.[0]?.code as string) : '';
        answers.push(`${route.name}: ${res.statusCode} ${code}`);
      }
      expect(answers).toEqual(routes.map((r) => `${r.name}: 400 VALIDATION_ERROR`));
      for (const table of [companyDocuments, supportAttachments, fileChunks]) {
        const [row] = await t.app.db.select({ n: count() }).from(table);
        expect(row?.n).toBe(0);
      }
    },
  );
});
