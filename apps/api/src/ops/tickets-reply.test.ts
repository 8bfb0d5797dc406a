import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox, supportMessages } from '../db/schema';
import { givenTicket } from '../modules/support/staff/staff-test-helpers';
import { ticketSummaryOf } from '../modules/support/ticket-view';
import { testDatabaseKind } from '../../test/test-app';
import { PDF } from '../../test/vault-helpers';
import { ticketsOps } from './tickets-test-helpers';

// `npm run ops -- tickets reply …` as staff run it, against a listening portal.
describe(`npm run ops: tickets reply (${testDatabaseKind()})`, { timeout: 60_000 }, () => {
  const { app, ops, rowOf, customer } = ticketsOps();
  const dir = mkdtempSync(join(tmpdir(), 'tickets-ops-'));
  const letter = join(dir, 'irs-letter.pdf');
  beforeAll(() => writeFileSync(letter, PDF(300)));

  /** `tickets reply <ref> --as Maria --body <body> [more…]`. */
  const replyAsMaria = (ref: string, body: string, ...more: string[]) =>
    ops('tickets', 'reply', ref, '--as', 'Maria', '--body', body, ...more);

  it('replies: the customer is e-mailed a link (not the answer), the ticket waits on them, unread', async () => {
    const c = await customer();
    const ticket = await givenTicket(app(), {
      companyId: c.company.id,
      userId: c.user.id,
      subject: 'Form 5472',
    });
    const replied = await replyAsMaria(
      String(ticket.number),
      'File it with your 1120 by April 15. Reference 77123.',
    );
    expect(replied.code, replied.out).toBe(0);
    expect(replied.out).toContain(`Replied to #${ticket.number} as Maria: waiting_on_customer.`);
    const row = await rowOf(ticket.id);
    expect(row).toMatchObject({
      status: 'waiting_on_customer',
      dueAt: null,
      lastMessageBy: 'staff',
    });
    expect(row.firstAnsweredAt).not.toBeNull();
    expect(ticketSummaryOf(row, null).unread).toBe(true);
    const [mail, ...more] = await app()
      .db.select()
      .from(outbox)
      .where(eq(outbox.recipient, c.user.email));
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`We answered your ticket #${ticket.number}: Form 5472`);
    expect(mail!.textBody).toContain(
      `Read the answer: {{PUBLIC_URL}}/dashboard/support?ticket=${ticket.id}`,
    );
    expect(`${mail!.textBody}${mail!.htmlBody}`).not.toContain('77123');

    // A file that cannot be read stops the reply before anything is sent.
    const missing = await replyAsMaria(ticket.id, 'x', '--attach', join(dir, 'nope.pdf'));
    expect(missing.code).toBe(1);
    expect(missing.out).toContain(`Cannot read ${join(dir, 'nope.pdf')}.`);
    const resolved = await replyAsMaria(ticket.id, 'All set.', '--resolve');
    expect(resolved.out).toContain('resolved');
    expect((await rowOf(ticket.id)).status).toBe('resolved');

    const noName = await ops('tickets', 'reply', ticket.id, '--body', 'Hi');
    expect(noName.code).toBe(1);
    expect(noName.out).toContain('Missing --as NAME');
  });

  it('replies with an attached file, which the message carries', async () => {
    const c = await customer();
    const ticket = await givenTicket(app(), { companyId: c.company.id, userId: c.user.id });
    const replied = await replyAsMaria(String(ticket.number), 'Here it is.', '--attach', letter);
    expect(replied.code, replied.out).toBe(0);
    const shown = await ops('tickets', 'show', String(ticket.number));
    expect(shown.out).toContain('  attachments: irs-letter.pdf');
    expect(shown.out).toMatch(
      /Maria \(staff\)\n {2}Here it is\.\n {2}attachments: irs-letter\.pdf/,
    );
    const messages = await app()
      .db.select()
      .from(supportMessages)
      .where(eq(supportMessages.ticketId, ticket.id));
    expect(messages).toHaveLength(2);
  });
});
