import { describe, expect, it } from 'vitest';
import { labelOf, type TInvoiceEventRow } from './invoice-events';

const event = (kind: string, data: Record<string, unknown> = {}): TInvoiceEventRow => ({
  id: 'e1',
  invoiceId: 'i1',
  kind,
  actor: 'customer',
  data,
  createdAt: new Date('2031-01-01T00:00:00Z'),
});

describe('invoice event words', () => {
  it('reads the stored label first', () => {
    expect(labelOf(event('sent', { label: 'Sent to ana@example.com' }), 'USD')).toBe(
      'Sent to ana@example.com',
    );
  });

  it('makes words for payments recorded without a label, in the currency', () => {
    expect(labelOf(event('payment_recorded', { amount: 12_000, method: 'card' }), 'USD')).toBe(
      'Paid $120.00 by card',
    );
    expect(
      labelOf(
        event('payment_recorded', { amount: 1_500, method: 'cheque', reference: 'No 42' }),
        'JPY',
      ),
    ).toBe('Paid JPY 1,500 by cheque (No 42)');
    expect(labelOf(event('paid'), 'USD')).toBe('Paid in full');
  });

  it('says any other kind in words', () => {
    expect(labelOf(event('reminder_sent'), 'USD')).toBe('Reminder sent');
    expect(labelOf(event('viewed'), 'USD')).toBe('Viewed');
  });
});
