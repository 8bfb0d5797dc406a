import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailItems, mailRequests } from '../db/schema';
import {
  ADDRESS,
  givenLetter,
  mailCustomer,
  mailRequestCalls,
} from '../../test/mail-request-helpers';
import { listeningOps } from '../../test/ops-cli-helpers';
import { testDatabaseKind } from '../../test/test-app';
import { PDF } from '../../test/vault-helpers';

// `npm run ops -- mail requests|complete|cancel` exactly as staff run them.
describe(`npm run ops: mail requests (${testDatabaseKind()})`, () => {
  const { app, ops } = listeningOps();
  const dir = mkdtempSync(join(tmpdir(), 'mail-requests-ops-'));
  const api = mailRequestCalls(app);
  const requestOf = async (id: string) =>
    (await app().db.select().from(mailRequests).where(eq(mailRequests.id, id)))[0];

  it('lists open requests, completes a scan and a forwarding, cancels with a reason', async () => {
    const { headers, company } = await mailCustomer(app(), { unlimited: true });
    const letter = await givenLetter(app(), company.id, { sender: 'Chase Bank' });
    const scan = (await api.ask(headers, letter.id, { action: 'open_scan' })).json().data.item
      .openRequest.id as string;
    const other = await givenLetter(app(), company.id, { sender: 'Delaware SOS' });
    const address = (await api.addAddress(headers, ADDRESS)).json().data.id as string;
    const forward = (
      await api.ask(headers, other.id, { action: 'forward', forwardingAddressId: address })
    ).json().data.item.openRequest.id as string;

    const listed = await ops('mail', 'requests');
    expect(listed.code, listed.out).toBe(0);
    expect(listed.out).toContain(`${scan}  requested  Open and scan`);
    expect(listed.out).toContain('letter:  from Chase Bank, irs, received 2026-11-20');
    expect(listed.out).toContain('to:      Ada Obi, 1 Main St, Lagos, LA, 100001, NG');
    expect(listed.out.indexOf(scan)).toBeLessThan(listed.out.indexOf(forward));

    const noScan = await ops('mail', 'complete', scan);
    expect(noScan.code).toBe(1);
    expect(noScan.out).toContain('Attach the scanned letter (--scan letter.pdf).');
    const pdf = join(dir, 'letter.pdf');
    writeFileSync(pdf, PDF(200));
    const done = await ops('mail', 'complete', scan, '--scan', pdf, '--note', 'One page');
    expect(done.code, done.out).toBe(0);
    expect(done.out).toContain(`Completed open and scan (${scan}).`);
    const [item] = await app().db.select().from(mailItems).where(eq(mailItems.id, letter.id));
    expect(item?.scanDocumentId).not.toBeNull();

    const shipped = await ops('mail', 'complete', forward, '--tracking', 'RR1US');
    expect(shipped.code, shipped.out).toBe(0);
    expect(await requestOf(forward)).toMatchObject({ status: 'completed', tracking: 'RR1US' });

    const third = await givenLetter(app(), company.id);
    const hold = (await api.ask(headers, third.id, { action: 'hold' })).json().data.item.openRequest
      .id as string;
    const noReason = await ops('mail', 'cancel', hold);
    expect(noReason.code).toBe(1);
    expect(noReason.out).toContain('Missing --reason');
    const cancelled = await ops('mail', 'cancel', hold, '--reason', 'Parcel too large');
    expect(cancelled.code, cancelled.out).toBe(0);
    expect(await requestOf(hold)).toMatchObject({ status: 'cancelled', note: 'Parcel too large' });
    expect((await ops('mail', 'requests', '--status', 'cancelled')).out).toContain(hold);
  });
});
