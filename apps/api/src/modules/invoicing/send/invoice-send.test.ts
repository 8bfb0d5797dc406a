import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, invoiceEvents, invoices, outbox } from '../../../db/schema';
import { createSignedInUser } from '../../../../test/auth-helpers';
import {
  givenCustomer,
  givenDraft,
  givenInvoicingCompany,
  invoiceCalls,
  isoDaysFromNow,
  tokenOf,
} from '../../../../test/invoice-send-helpers';
import { formatDate } from '@charterline/shared/format';
import { placedTexts, textLines } from '../../../../test/pdf-glyphs';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../../test/test-app';

const NUMBER = `NC-${isoDaysFromNow(0).slice(0, 4)}-0001`;
const pdfText = async (bytes: Buffer) => textLines(await placedTexts(bytes)).join('\n');

describe(`sending invoices, their PDFs and public links (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  const calls = invoiceCalls(() => t.app);
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  });
  afterAll(() => t.close());

  const given = async () => {
    const owner = await givenInvoicingCompany(t.app);
    const customer = await givenCustomer(t.app, owner.company.id, { name: '王小明' });
    const draft = await givenDraft(t.app, owner.company.id, customer.id);
    return { owner, customer, draft };
  };

  it('sends a draft: finalised and numbered, e-mailed with the PDF and the link, sentAt and event', async () => {
    const { owner, customer, draft } = await given();
    const res = await calls.send(owner.headers, draft.id);
    expect(res.statusCode).toBe(200);
    const sent = res.json().data;
    expect(sent).toMatchObject({
      status: 'open',
      shownStatus: 'sent',
      number: NUMBER,
      total: 12_000 + 400,
      balance: 12_400,
    });
    expect(sent.sentAt).not.toBeNull();
    expect(sent.publicUrl).toMatch(/^http:\/\/localhost:\d+\/invoice\/[\w-]{20,100}$/);
    expect(sent.events.map((e: { label: string }) => e.label)).toEqual([
      `Finalised as ${NUMBER}`,
      `Sent to ${customer.email}`,
    ]);
    const [mail] = await t.app.db.select().from(outbox).where(eq(outbox.recipient, customer.email));
    expect(mail!.subject).toBe(
      `Nube Clara LLC sent you an invoice — ${NUMBER}, $124.00 due ${formatDate(isoDaysFromNow(30))}`,
    );
    // The LLC is the author, never us (issue 33 item 4): signed by it, delivered by us.
    for (const body of [mail!.textBody, mail!.htmlBody]) {
      expect(body).toContain('Nube Clara LLC sent you an invoice');
      expect(body).toContain('This invoice is from Nube Clara LLC, not from {{APP_NAME}}');
      expect(body).not.toContain('{{APP_NAME}} team');
    }
    expect(mail!.textBody.trim().split('\n').at(-1)).toBe('Nube Clara LLC');
    expect(mail!.textBody).toContain('Hi 王小明,');
    expect(mail!.textBody).toContain(`{{PUBLIC_URL}}/invoice/${tokenOf(sent.publicUrl)}`);
    expect(mail!.htmlBody).toContain('View the invoice');
    expect(mail!.attachments).toHaveLength(1);
    const [file] = mail!.attachments;
    expect(file).toMatchObject({ filename: `${NUMBER}.pdf`, contentType: 'application/pdf' });
    const attached = await pdfText(Buffer.from(file!.contentBase64, 'base64'));
    expect(attached).toContain(`Invoice number: ${NUMBER}`);
    expect(attached).toContain('王小明');
    expect(attached).toContain(sent.publicUrl);
    // Sending again sends again (a second e-mail), the number stays.
    const again = (await calls.send(owner.headers, draft.id)).json().data;
    expect(again.number).toBe(NUMBER);
    expect(
      await t.app.db.select().from(outbox).where(eq(outbox.recipient, customer.email)),
    ).toHaveLength(2);
  });

  it('serves the PDF: DRAFT on a draft, inline on request, the numbered invoice once sent', async () => {
    const { owner, draft } = await given();
    const res = await calls.pdf(owner.headers, draft.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Draft-invoice\.pdf"/,
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('DRAFT');
    expect(text).toContain('Nube Clara LLC');
    expect(text).toContain('Logo design');
    expect(text).toContain('Balance due$124.00');
    const inline = await calls.pdf(owner.headers, draft.id, '?inline=1');
    expect(inline.headers['content-disposition']).toMatch(/^inline/);
    expect(inline.headers['content-security-policy']).toMatch(
      /^frame-ancestors 'self' http:\/\/localhost/,
    );
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    await calls.send(owner.headers, draft.id);
    const sent = await pdfText((await calls.pdf(owner.headers, draft.id)).rawPayload);
    expect(sent).not.toContain('DRAFT');
    expect(sent).toContain('View and pay online');
  });

  it('rotates the link (the old token is 404 at once) and revokes it; a draft has none', async () => {
    const { owner, draft } = await given();
    expect((await calls.rotate(owner.headers, draft.id)).json().errors[0].code).toBe(
      'INVOICE_NOT_OPEN',
    );
    const first = tokenOf((await calls.send(owner.headers, draft.id)).json().data.publicUrl);
    expect((await calls.view(first)).statusCode).toBe(200);
    const rotated = (await calls.rotate(owner.headers, draft.id)).json().data;
    const second = tokenOf(rotated.publicUrl);
    expect(second).not.toBe(first);
    expect((await calls.view(first)).statusCode).toBe(404);
    expect((await calls.publicPdf(first)).statusCode).toBe(404);
    expect((await calls.view(second)).statusCode).toBe(200);
    const revoked = await calls.revoke(owner.headers, draft.id);
    expect(revoked.json().data.publicUrl).toBeNull();
    expect((await calls.view(second)).statusCode).toBe(404);
    expect((await calls.revoke(owner.headers, draft.id)).statusCode).toBe(200);
    const labels = revoked.json().data.events.map((e: { label: string }) => e.label);
    expect(labels).toContain('New public link (the old one no longer opens)');
    expect(labels).toContain('Public link turned off');
  });

  it('the public page: no login, viewed marked once with one event, the PDF downloads', async () => {
    const { owner, draft } = await given();
    const token = tokenOf((await calls.send(owner.headers, draft.id)).json().data.publicUrl);
    const page = await calls.view(token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.json().data).toMatchObject({
      seller: { legalName: 'Nube Clara LLC', ein: '12-3456789' },
      number: NUMBER,
      shownStatus: 'viewed',
      balance: 12_400,
      canPayByCard: false,
    });
    expect(page.body).not.toContain(draft.id);
    const [before] = await t.app.db
      .select({ viewedAt: invoices.viewedAt })
      .from(invoices)
      .where(eq(invoices.id, draft.id));
    await Promise.all(Array.from({ length: 5 }, () => calls.view(token)));
    const [after] = await t.app.db.select().from(invoices).where(eq(invoices.id, draft.id));
    expect(before!.viewedAt).not.toBeNull();
    expect(after!.viewedAt).toEqual(before!.viewedAt);
    const viewed = await t.app.db
      .select()
      .from(invoiceEvents)
      .where(and(eq(invoiceEvents.invoiceId, draft.id), eq(invoiceEvents.kind, 'viewed')));
    expect(viewed).toHaveLength(1);
    const pdf = await calls.publicPdf(token);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain(`Invoice number: ${NUMBER}`);
  });

  it('unknown, malformed, draft and void are the same 404', async () => {
    const { owner, draft } = await given();
    const token = tokenOf((await calls.send(owner.headers, draft.id)).json().data.publicUrl);
    for (const bad of [
      'x'.repeat(43),
      'A'.repeat(43),
      `${token.slice(0, -1)}_`,
      '..%2F..%2Fetc%2Fpasswd%2Fxxxxxxxx',
    ]) {
      expect((await calls.view(bad)).statusCode, bad).toBe(404);
    }
    // Too short or too long to be a token at all: refused by the schema, nothing looked up.
    expect((await calls.view('short')).statusCode).toBe(400);
    const other = await given();
    // A draft with a token set (never shown) is not public.
    await t.app.db
      .update(invoices)
      .set({ publicToken: 'd'.repeat(43) })
      .where(eq(invoices.id, other.draft.id));
    expect((await calls.view('d'.repeat(43))).statusCode).toBe(404);
    await t.app.db.update(invoices).set({ status: 'void' }).where(eq(invoices.id, draft.id));
    const voided = await calls.view(token);
    expect(voided.statusCode).toBe(404);
    expect((await calls.publicPdf(token)).statusCode).toBe(404);
    expect(voided.json().errors[0].code).toBe('NOT_FOUND');
    // The owner is not shown a link that no longer opens.
    const owned = await t.app.inject({
      method: 'GET',
      url: `/api/client/company/v7/invoices/${draft.id}`,
      headers: owner.headers,
    });
    expect(owned.json().data.publicUrl).toBeNull();
  });

  it("another customer reaches no invoice, PDF, link or credit note of A's — by id or naming A's company", async () => {
    const { owner, draft } = await given();
    await calls.send(owner.headers, draft.id);
    const [note] = await t.app.db
      .insert(creditNotes)
      .values({
        companyId: owner.company.id,
        invoiceId: draft.id,
        number: 'NC-CN-2026-0001',
        amount: 1_000,
        reason: 'Partly refunded',
        issuedOn: '2026-03-05',
      })
      .returning();
    const b = await createSignedInUser(t.app);
    for (const headers of [b.headers, { ...b.headers, 'x-company-id': owner.company.id }]) {
      const tries = [
        await calls.send(headers, draft.id),
        await calls.pdf(headers, draft.id),
        await calls.rotate(headers, draft.id),
        await calls.revoke(headers, draft.id),
        await calls.creditNotePdf(headers, note!.id),
      ];
      expect(tries.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
      for (const r of tries) {
        expect(r.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
        expect(r.body).not.toContain('Nube Clara');
      }
    }
    const mine = await calls.creditNotePdf(owner.headers, note!.id);
    expect(mine.statusCode).toBe(200);
    const text = await pdfText(mine.rawPayload);
    expect(text).toContain('Credit note number: NC-CN-2026-0001');
    expect(text).toContain(`For invoice: ${NUMBER}`);
    expect(text).toContain('Partly refunded');
  });
});
