import { describe, expect, it } from 'vitest';
import { isFilingProduct, SERVICE_STATUS_WORDS } from '../services';
import { changeItemName } from './company-changes';

// Issue 36 item 8: each item is named for what it is.
describe('what a paid change and a filing are called', () => {
  it('names a change for what it changes, never the product that carries it out', () => {
    const amendment = { productKey: 'state-amendment', name: 'State amendment' };
    expect(changeItemName('REGISTERED_AGENT', amendment, ['state-amendment'])).toBe(
      'Registered agent change',
    );
    expect(changeItemName('LEGAL_NAME', amendment, ['state-amendment'])).toBe(
      'Company name change',
    );
    const both = ['operating-agreement-amendment', 'state-amendment'];
    expect(changeItemName('MEMBERS', amendment, both)).toBe(
      'Members and ownership change: state filing',
    );
    expect(
      changeItemName(
        'MEMBERS',
        { productKey: 'operating-agreement-amendment', name: 'Operating agreement amendment' },
        both,
      ),
    ).toBe('Members and ownership change: operating agreement amendment');
    expect(
      changeItemName('MEMBERS', { productKey: 'other', name: 'Other Thing' }, ['a', 'other']),
    ).toBe('Members and ownership change: other thing');
    // Our agent, bought to switch to it, is the service that then runs: its own name.
    expect(
      changeItemName(
        'REGISTERED_AGENT',
        { productKey: 'registered-agent', name: 'Registered agent' },
        ['registered-agent'],
      ),
    ).toBe('Registered agent');
  });

  it('knows a filing from a running service, and says ACTIVE in words', () => {
    expect(isFilingProduct('federal-tax-preparation')).toBe(true);
    expect(isFilingProduct('bookkeeping')).toBe(false);
    expect(SERVICE_STATUS_WORDS.ACTIVE).toBe('active');
  });
});
