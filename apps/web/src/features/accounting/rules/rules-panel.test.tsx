import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { setUpRouteTests } from '@/test/route-test-setup';
import {
  ACCOUNT,
  BASE,
  CATEGORIES,
  OLD,
  SALES,
  SOFTWARE,
  renderPanel,
  ruleOf,
} from '../ledger/ledger-fixtures';
import { RulesPanel } from './rules-panel';

const RULES = `${BASE}/rules`;
const routes = (extra = {}) => ({
  [`GET ${RULES}`]: { data: [ruleOf()] },
  [`GET ${BASE}/categories`]: { data: CATEGORIES },
  [`GET ${BASE}/accounts`]: { data: [ACCOUNT] },
  ...extra,
});

describe('RulesPanel', () => {
  setUpRouteTests();

  it('lists the rules as sentences and applies them with a toast', async () => {
    const api = mockApi(
      routes({ [`POST ${RULES}/apply`]: { data: { examined: 40, categorised: 12 } } }),
    );
    renderPanel(<RulesPanel />, '?tab=rules');
    const list = within(await screen.findByRole('list', { name: 'Rules' }));
    expect(
      list.getByText('When the description contains “STRIPE” and money comes in → Sales'),
    ).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', { name: 'Apply rules to uncategorised transactions' }),
    );
    expect(await screen.findByText('12 transactions categorised')).toBeTruthy();
    expect(api.callTo(`${RULES}/apply`)?.method).toBe('POST');
  });

  it('asks for at least one condition and a category, then saves the rule', async () => {
    const api = mockApi(routes({ [`POST ${RULES}`]: { data: ruleOf() } }));
    renderPanel(<RulesPanel />, '?tab=rules');
    await screen.findByRole('list', { name: 'Rules' });
    fireEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a rule' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save rule' }));
    expect(await dialog.findByText('Give the rule at least one condition')).toBeTruthy();
    expect(dialog.getByText('Choose the category to set')).toBeTruthy();
    // Archived categories are not offered.
    const category = dialog.getByLabelText('Category');
    expect(within(category).queryByRole('option', { name: OLD.name })).toBeNull();

    fireEvent.change(dialog.getByLabelText('Description contains'), { target: { value: 'ADOBE' } });
    fireEvent.change(dialog.getByLabelText('Direction'), { target: { value: 'out' } });
    fireEvent.change(dialog.getByLabelText('Amount from'), { target: { value: '50' } });
    fireEvent.change(dialog.getByLabelText('Amount to'), { target: { value: '10' } });
    fireEvent.change(category, { target: { value: SOFTWARE.id } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save rule' }));
    expect(await dialog.findByText('The lowest amount is above the highest')).toBeTruthy();

    fireEvent.change(dialog.getByLabelText('Amount to'), { target: { value: '100' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Rule added')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST' && c.path === RULES)?.body).toEqual({
      descriptionContains: 'ADOBE',
      direction: 'out',
      amountMin: 5_000,
      amountMax: 10_000,
      accountId: null,
      categoryId: SOFTWARE.id,
      counterparty: null,
    });
  });

  it('groups the categories by type and shows why one in use cannot be deleted', async () => {
    const api = mockApi(
      routes({
        [`DELETE ${BASE}/categories/${OLD.id}`]: {
          status: 409,
          message: 'Old stuff is used by a rule: archive it instead.',
        },
        [`PATCH ${BASE}/categories/${SALES.id}`]: { data: SALES },
      }),
    );
    renderPanel(<RulesPanel />, '?tab=rules');
    const expenses = within(await screen.findByRole('list', { name: 'Expenses' }));
    expect(expenses.getByText('Old stuff (archived)')).toBeTruthy();
    const income = within(screen.getByRole('list', { name: 'Income' }));
    expect(income.getByText('3 transactions')).toBeTruthy();
    // Sales is in use and a system category: no Delete.
    expect(income.queryByRole('button', { name: 'Delete Sales' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Old stuff' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete Old stuff?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Old stuff is used by a rule: archive it instead.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Archive Sales' }));
    await waitFor(() =>
      expect(api.callTo(`${BASE}/categories/${SALES.id}`)?.body).toEqual({ archived: true }),
    );
  });
});
