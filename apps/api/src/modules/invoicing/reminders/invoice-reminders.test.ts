import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invoiceEvents,
  invoiceReminders,
  invoiceSettings,
  invoices,
  outbox,
} from '../../../db/schema';
import { jobHandlers } from '../../../composition/jobs';
import {
  givenCustomer,
  givenDraft,
  givenInvoicingCompany,
  invoiceCalls,
  tokenOf,
} from '../../../../test/invoice-send-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../../test/test-app';
import { reminderKindOn } from './send-invoice-reminders';

const DAY_MS = 86_400_000;
const DUE = '2027-06-10';
const at = (days: number) => new Date(Date.parse(`${DUE}T09:00:00Z`) + days * DAY_MS);

describe('which reminder a day calls for', () => {
  it('3 days before, on the due date, 7 days after; a missed day catches up with the latest only', () => {
    const kinds = [-4, -3, -1, 0, 3, 6, 7, 8, 37, 38].map((d) =>
      reminderKindOn(DUE, at(d).toISOString().slice(0, 10)),
    );
    expect(kinds).toEqual([
      null,
      'before_due',
      'before_due',
      'on_due',
      'on_due',
      'on_due',
      'after_due',
      'after_due',
      'after_due',
      null,
    ]);
  });
});

describe(`invoicing.reminders, run by the job runtime's handler with a moved clock (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  const calls = invoiceCalls(() => t.app);
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  });
  afterAll(() => t.close());

  const run = (now: Date) =>
    jobHandlers(t.env)['invoicing.reminders']!({
      db: t.app.db,
      now,
      log: t.app.log,
      attempt: 1,
      payload: {},
      job: { id: 'test', name: 'invoicing.reminders' },
    });
  const sentInvoice = async () => {
    const owner = await givenInvoicingCompany(t.app);
    const customer = await givenCustomer(t.app, owner.company.id);
    const draft = await givenDraft(t.app, owner.company.id, customer.id, {
      issueDate: '2027-05-11',
      dueDate: DUE,
    });
    const sent = (await calls.send(owner.headers, draft.id)).json().data;
    return { owner, customer, invoice: sent };
  };
  const subjectsTo = async (email: string) =>
    (await t.app.db.select().from(outbox).where(eq(outbox.recipient, email)))
      .filter((m) => m.kind.startsWith('invoice-reminder'))
      .map((m) => m.subject);

  it('sends each reminder once on its day; a second run sends nothing; the PDF goes with it', async () => {
    const { customer, invoice } = await sentInvoice();
    expect(await run(at(-5))).toBe(0);
    expect(await run(at(-3))).toBeGreaterThanOrEqual(1);
    expect(await run(at(-3))).toBe(0);
    await run(at(-2));
    await run(at(0));
    await run(at(0.1));
    await run(at(5));
    await run(at(7));
    await run(at(8));
    const subjects = await subjectsTo(customer.email);
    expect(subjects).toEqual([
      `Reminder: invoice ${invoice.number} from Nube Clara LLC — $124.00 due Jun 10, 2027`,
      `Reminder: invoice ${invoice.number} from Nube Clara LLC — $124.00 due Jun 10, 2027`,
      `Overdue: invoice ${invoice.number} from Nube Clara LLC — $124.00`,
    ]);
    const mails = (
      await t.app.db.select().from(outbox).where(eq(outbox.recipient, customer.email))
    ).filter((m) => m.kind.startsWith('invoice-reminder'));
    expect(mails.map((m) => m.kind)).toEqual([
      'invoice-reminder-before_due',
      'invoice-reminder-on_due',
      'invoice-reminder-after_due',
    ]);
    expect(mails[1]!.textBody).toContain('is due today');
    expect(mails[2]!.textBody).toContain('was due on Jun 10, 2027 and is not paid yet');
    expect(mails[2]!.textBody).toContain(`/invoice/${tokenOf(invoice.publicUrl)}`);
    expect(mails.every((m) => m.attachments[0]?.contentType === 'application/pdf')).toBe(true);
    // Issue 36 item 10: from the LLC by name (our address sends), replies go to the LLC.
    expect(mails.every((m) => m.fromName === 'Nube Clara LLC via {{APP_NAME}}')).toBe(true);
    expect(mails.every((m) => m.replyTo !== null && m.replyTo.includes('@'))).toBe(true);
    const events = await t.app.db
      .select()
      .from(invoiceEvents)
      .where(eq(invoiceEvents.invoiceId, invoice.id));
    expect(events.filter((e) => e.kind === 'reminder_sent')).toHaveLength(3);
    const rows = await t.app.db
      .select()
      .from(invoiceReminders)
      .where(eq(invoiceReminders.invoiceId, invoice.id));
    expect(rows.map((r) => r.kind).sort()).toEqual(['after_due', 'before_due', 'on_due']);
  });

  it('two sweeps at once still send each reminder once', async () => {
    const { customer } = await sentInvoice();
    await Promise.all([run(at(0)), run(at(0)), run(at(0))]);
    expect(await subjectsTo(customer.email)).toHaveLength(1);
  });

  it('turned off in the settings → none of that kind; paid or void → none', async () => {
    const off = await sentInvoice();
    // Finalising made the company's settings: only the reminders change.
    await t.app.db
      .insert(invoiceSettings)
      .values({
        companyId: off.owner.company.id,
        prefix: 'NC',
        remindBeforeDue: false,
        remindOnDue: false,
        remindAfterDue: true,
      })
      .onConflictDoUpdate({
        target: invoiceSettings.companyId,
        set: { remindBeforeDue: false, remindOnDue: false, remindAfterDue: true },
      });
    await run(at(-3));
    await run(at(0));
    expect(await subjectsTo(off.customer.email)).toEqual([]);
    await run(at(7));
    expect(await subjectsTo(off.customer.email)).toHaveLength(1);

    const paid = await sentInvoice();
    await t.app.db
      .update(invoices)
      .set({ status: 'paid', balance: 0, amountPaid: 12_400 })
      .where(eq(invoices.id, paid.invoice.id));
    const voided = await sentInvoice();
    await t.app.db
      .update(invoices)
      .set({ status: 'void' })
      .where(eq(invoices.id, voided.invoice.id));
    for (const d of [-3, 0, 7]) await run(at(d));
    expect(await subjectsTo(paid.customer.email)).toEqual([]);
    expect(await subjectsTo(voided.customer.email)).toEqual([]);
  });
});
