import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TInvoiceSettingsView } from '@charterline/shared/schemas/invoicing';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { insertService } from '../services/services.repository';
import { formedInvoicer, invoicingCalls } from './invoicing-test-helpers';

const today = () => new Date().toISOString().slice(0, 10);

describe(`invoicing settings (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  });
  afterAll(() => t.close());

  it('settings: defaults from the company, saved, card payments on with the product', async () => {
    const other = await formedInvoicer(t.app, 'Zenobia quantum Research & Development Partners');
    const calls = invoicingCalls(() => t.app, other.headers);
    const defaults = await calls.data<TInvoiceSettingsView>('GET', '/invoicing/settings');
    const year = today().slice(0, 4);
    expect(defaults).toMatchObject({
      prefix: 'ZQRD',
      defaultTerms: 'net_30',
      reminders: { beforeDue: true, onDue: true, afterDue: true },
      cardPayments: {
        enabled: false,
        productKey: 'invoicing-payments',
        provider: 'local',
        connected: false,
      },
      nextNumber: `ZQRD-${year}-0001`,
      ein: '12-3456789',
      // Issue 36 item 10: the company record holds no address: the invoices print none.
      seller: {
        legalName: 'Zenobia quantum Research & Development Partners LLC',
        address: null,
      },
    });
    await insertService(t.app.db, {
      companyId: other.company.id,
      productKey: 'invoicing-payments',
      productType: 'INVOICING_AND_PAYMENTS',
      name: 'Invoicing and payments',
      category: 'banking',
      status: 'DELIVERED',
    });
    const c = await calls.customer();
    await calls.finalize((await calls.draft(c.id)).id);
    const after = await calls.data<TInvoiceSettingsView>('GET', '/invoicing/settings');
    expect(after).toMatchObject({
      cardPayments: { enabled: true },
      nextNumber: `ZQRD-${year}-0002`,
    });
    const bad = await calls.call('PUT', '/invoicing/settings', {
      ...defaults,
      prefix: 'no spaces!',
    });
    expect(bad.statusCode).toBe(400);
    const custom = await calls.call('PUT', '/invoicing/settings', {
      ...defaults,
      defaultTerms: 'custom',
    });
    expect(custom.statusCode).toBe(400);
  });
});
