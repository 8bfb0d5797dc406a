import { describe, expect, it } from 'vitest';
import { draftInputOf, dueDateOf, fieldOfPath, liveTotals, newInvoiceValues } from './form';

const CUSTOMER = '5b0f7c3e-3a1d-4c1e-9b7a-1f2e3d4c5b6a';
const base = () => ({
  ...newInvoiceValues({ currency: 'USD', terms: 'net_30', footer: null, today: '2026-11-25' }),
  customerId: CUSTOMER,
});

describe('the invoice form', () => {
  it('sends minor units and exact quantities', () => {
    const values = {
      ...base(),
      lines: [{ description: 'Design', quantity: '2.5', unitPrice: '80.10', taxRate: '8.875' }],
      discountType: 'amount' as const,
      discountValue: '10',
    };
    expect(draftInputOf(values)).toEqual({
      input: {
        customerId: CUSTOMER,
        currency: 'USD',
        issueDate: '2026-11-25',
        terms: 'net_30',
        lines: [{ description: 'Design', quantity: 2.5, unitPrice: 8010, taxRate: 8.875 }],
        discount: { type: 'amount', value: 1000 },
        memo: null,
        footer: null,
      },
    });
  });

  it('names each problem by the API path of its field', () => {
    const values = {
      ...base(),
      customerId: '',
      terms: 'custom' as const,
      lines: [
        { description: 'Ok', quantity: '1', unitPrice: '10', taxRate: '0' },
        { description: '', quantity: '0.12345', unitPrice: '1.234', taxRate: '101' },
      ],
    };
    const result = draftInputOf(values);
    expect(result).toEqual({
      problems: {
        customerId: 'Choose a customer',
        dueDate: 'Choose the due date',
        'lines.1.description': 'Describe the line',
        'lines.1.quantity': 'Enter a quantity, e.g. 1.5',
        'lines.1.unitPrice': 'Enter an amount like 12.50',
        'lines.1.taxRate': 'The tax rate is at most 100%',
      },
    });
  });

  it('computes live totals a half-typed field counts as 0 in', () => {
    const totals = liveTotals({
      ...base(),
      lines: [
        { description: 'A', quantity: '1.5', unitPrice: '10.00', taxRate: '10' },
        { description: 'B', quantity: '', unitPrice: '5', taxRate: '' },
      ],
    });
    expect(totals).toMatchObject({ subtotal: 1500, taxTotal: 150, total: 1650 });
  });

  it('puts the due date from the terms', () => {
    expect(dueDateOf('2026-11-25', 'net_7', '')).toBe('2026-12-02');
    expect(dueDateOf('2026-11-25', 'due_on_receipt', '')).toBe('2026-11-25');
    expect(dueDateOf('2026-11-25', 'custom', '2027-01-10')).toBe('2027-01-10');
  });

  it('maps API paths to fields', () => {
    expect(fieldOfPath('lines.3.unitPrice')).toBe('lines.3.unitPrice');
    expect(fieldOfPath('discount.value')).toBe('discountValue');
    expect(fieldOfPath('lines')).toBe('root');
    expect(fieldOfPath(undefined)).toBe('root');
  });
});
