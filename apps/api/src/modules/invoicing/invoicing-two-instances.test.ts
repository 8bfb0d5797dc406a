import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TInvoice } from '@charterline/shared/schemas/invoicing';
import { openTwoInstances } from '../../../test/two-instances-helpers';
import { AppError } from '../../lib/app-error';
import { finalizeInvoice } from './finalize-invoice';
import { formedInvoicer, invoicingCalls } from './invoicing-test-helpers';
import { recordManualPayment } from './record-manual-payment';

const baseUrl = process.env.DATABASE_URL;
const year = () => new Date().toISOString().slice(0, 4);

// Issue 21: two API instances (two pools) over one PostgreSQL finalise and pay at once. PGlite
// has one connection in one process, so the real race needs the server.
describe.skipIf(!baseUrl)('invoicing over two instances of one PostgreSQL', () => {
  let two: Awaited<ReturnType<typeof openTwoInstances>>;
  let me: ReturnType<typeof invoicingCalls>;
  let caller: { userId: string; companyId: string; publicUrl: string };
  beforeAll(async () => {
    two = await openTwoInstances(baseUrl as string, 'invoicing');
    const user = await formedInvoicer(two.t.app);
    me = invoicingCalls(() => two.t.app, user.headers);
    caller = { userId: user.user.id, companyId: user.company.id, publicUrl: 'http://localhost' };
  });
  afterAll(() => two.close());

  const outcome = async (run: () => Promise<TInvoice>): Promise<string> => {
    try {
      return (await run()).number ?? 'no number';
    } catch (error) {
      if (error instanceof AppError) return error.code;
      throw error;
    }
  };

  it('50 finalisations split over both instances take 0001…0050 exactly once', async () => {
    const customer = await me.customer();
    const drafts: TInvoice[] = [];
    for (let i = 0; i < 50; i += 1) drafts.push(await me.draft(customer.id));
    const numbers = await Promise.all(
      drafts.map((d, i) =>
        outcome(() =>
          finalizeInvoice(i % 2 ? two.b.db : two.a.db, {
            ...caller,
            invoiceId: d.id,
            now: new Date(),
          }),
        ),
      ),
    );
    expect(numbers.sort()).toEqual(
      Array.from({ length: 50 }, (_, i) => `NC-${year()}-${String(i + 1).padStart(4, '0')}`),
    );
  });

  it('50 payments of the whole balance split over both instances: one is recorded', async () => {
    const customer = await me.customer();
    const invoice = await me.finalize((await me.draft(customer.id)).id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        outcome(() =>
          recordManualPayment(i % 2 ? two.b.db : two.a.db, {
            ...caller,
            invoiceId: invoice.id,
            now: new Date(),
            payment: {
              amount: invoice.balance,
              method: 'bank_transfer',
              paidOn: new Date().toISOString().slice(0, 10),
            },
          }),
        ),
      ),
    );
    expect(answers.filter((a) => a === invoice.number)).toHaveLength(1);
    expect(answers.filter((a) => a === 'INVOICE_ALREADY_PAID')).toHaveLength(49);
    const after = await me.data<TInvoice>('GET', `/invoices/${invoice.id}`);
    expect(after).toMatchObject({ status: 'paid', amountPaid: invoice.total, balance: 0 });
    expect(after.payments).toHaveLength(1);
  });
});
