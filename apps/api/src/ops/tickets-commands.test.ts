import { describe, expect, it } from 'vitest';
import { givenTicket } from '../modules/support/staff/staff-test-helpers';
import { ticketSummaryOf } from '../modules/support/ticket-view';
import { testDatabaseKind } from '../../test/test-app';
import { formatZoned } from './tickets-lines';
import { ticketsOps } from './tickets-test-helpers';

const HOUR = 3_600_000;
const NY = 'America/New_York';

// `npm run ops -- tickets …` exactly as staff run it, against a listening portal. Each run
// starts a process (2–4 s under load): a test of six runs needs more than the default 30 s.
describe(`npm run ops: tickets (${testDatabaseKind()})`, { timeout: 60_000 }, () => {
  const { app, ops, rowOf, customer } = ticketsOps();

  it('lists what we owe soonest due first, overdue said so, one line each', async () => {
    const c = await customer();
    const none = await ops('tickets', '--company', c.user.email);
    expect(none.code, none.out).toBe(0);
    expect(none.out).toContain('No tickets.');

    const mine = { companyId: c.company.id, userId: c.user.id };
    const now = Date.now();
    const soon = await givenTicket(app(), {
      ...mine,
      subject: 'Bank account for a non-US owner',
      status: 'waiting_on_us',
      priority: 'high',
      category: 'mail',
      dueAt: new Date(now + 3 * HOUR + 10 * 60_000),
      assignee: 'Maria',
    });
    const late = await givenTicket(app(), {
      ...mine,
      subject: 'Annual report',
      dueAt: new Date(now - 2 * HOUR - 10 * 60_000),
    });
    await givenTicket(app(), {
      ...mine,
      subject: 'Answered',
      status: 'waiting_on_customer',
      dueAt: null,
    });

    const listed = await ops('tickets', '--company', c.company.id);
    expect(listed.code, listed.out).toBe(0);
    const lines = listed.out.trim().split('\n');
    expect(lines).toEqual([
      `#${late.number}  due ${formatZoned(late.dueAt!, NY)} (OVERDUE by 2h)  open  normal  ein  Acme LLC  Annual report`,
      `#${soon.number}  due ${formatZoned(soon.dueAt!, NY)} (in 3h)  waiting_on_us  high  mail  Acme LLC  Bank account for a non-US owner  @Maria`,
    ]);
    expect(lines[0]).toMatch(/ due \w{3} \d{1,2} \w{3} \d{2}:\d{2} ET /);

    const all = await ops('tickets', '--company', c.company.id, '--status', 'all');
    expect(all.out).toContain('no answer due  waiting_on_customer');
    const maria = await ops('tickets', '--company', c.company.id, '--assignee', 'Maria');
    expect(maria.out.trim().split('\n')).toHaveLength(1);
    const bad = await ops('tickets', '--status', 'pending');
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('--status is one of open, waiting_on_us');
  });

  it('notes internally and shows the whole conversation with the note marked', async () => {
    const c = await customer();
    const ticket = await givenTicket(app(), {
      companyId: c.company.id,
      userId: c.user.id,
      subject: 'Where is my EIN?',
      body: 'We applied three weeks ago.',
    });
    const before = await rowOf(ticket.id);
    const noted = await ops(
      'tickets',
      'note',
      `#${ticket.number}`,
      '--as',
      'Maria',
      '--body',
      'Check the IRS fax log.',
    );
    expect(noted.code, noted.out).toBe(0);
    expect(noted.out).toContain(`Noted on #${ticket.number}`);
    // Nothing the customer sees moved.
    expect(ticketSummaryOf(await rowOf(ticket.id), null)).toEqual(ticketSummaryOf(before, null));

    const shown = await ops('tickets', 'show', String(ticket.number));
    expect(shown.code, shown.out).toBe(0);
    expect(shown.out).toContain(`#${ticket.number}  Where is my EIN?`);
    expect(shown.out).toContain(`  customer:  ${c.user.email}`);
    expect(shown.out).toContain(`  company:   Acme LLC (${c.company.id})`);
    expect(shown.out).toContain('  status:    open');
    expect(shown.out).toMatch(/Ada \(customer\)\n {2}We applied three weeks ago\./);
    expect(shown.out).toMatch(/Maria \(staff\) {2}\[internal note\]\n {2}Check the IRS fax log\./);
    expect(shown.out.indexOf('three weeks')).toBeLessThan(shown.out.indexOf('fax log'));
  });

  it('assigns, unassigns, sets priority and status', async () => {
    const c = await customer();
    const ticket = await givenTicket(app(), { companyId: c.company.id, userId: c.user.id });
    const n = String(ticket.number);
    expect((await ops('tickets', 'assign', n, 'Maria')).out).toContain(
      `#${n} is assigned to Maria.`,
    );
    expect((await rowOf(ticket.id)).assignee).toBe('Maria');
    expect((await ops('tickets', 'assign', n, 'none')).out).toContain(`#${n} is unassigned.`);
    expect((await rowOf(ticket.id)).assignee).toBeNull();
    expect((await ops('tickets', 'priority', n, 'urgent')).out).toContain(
      `#${n} is now urgent priority.`,
    );
    expect((await ops('tickets', 'status', `#${n}`, 'closed')).out).toContain(
      `#${n} is now closed.`,
    );
    const row = await rowOf(ticket.id);
    expect(row).toMatchObject({ priority: 'urgent', status: 'closed', dueAt: null });
    expect(row.closedAt).not.toBeNull();
  });

  // Each CLI run starts a process (seconds): the refusals are a test of their own.
  it('refuses an unknown ticket, status or command in one line', async () => {
    const c = await customer();
    const ticket = await givenTicket(app(), { companyId: c.company.id, userId: c.user.id });
    const n = String(ticket.number);
    const unknown = await ops('tickets', 'show', '#99999999');
    expect(unknown.code).toBe(1);
    expect(unknown.out.trim()).toBe('There is no ticket #99999999.');
    const badStatus = await ops('tickets', 'status', n, 'done');
    expect(badStatus.code).toBe(1);
    expect(badStatus.out).toContain(
      '<status> is one of open, waiting_on_us, waiting_on_customer, resolved, closed',
    );
    const badSub = await ops('tickets', 'escalate', n);
    expect(badSub.code).toBe(1);
    expect(badSub.out).toContain('Unknown tickets command "escalate"');
  });
});
