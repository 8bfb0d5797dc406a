import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { companyProfile } from '@/test/company-profile-fixtures';
import { dashboardRoutes, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

// Issue 36 item 9: Home's company card, what a bank asks for, each with a copy button.

const card = () => screen.getByRole('region', { name: 'Your company’s details' });
const row = (label: string) => within(card()).getByText(label).closest('div')!;

describe('Home: the company card', () => {
  setUpRouteTests();

  it('shows the real values (file number, agent and mailbox addresses) and copies each', async () => {
    signIn();
    mockApi({
      ...dashboardRoutes(),
      'GET /client/company/v7/company-profile': { data: companyProfile() },
    });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoute('/dashboard/home');
    await waitFor(() => expect(within(card()).getByText('Acme LLC')).toBeTruthy());
    expect(row('EIN').textContent).toContain('12-3456789');
    expect(row('State file number').textContent).toContain('2025-001234567');
    expect(row('Formation date').textContent).toContain('Mar 15, 2025');
    expect(row('Registered agent').textContent).toContain(
      'Charterline Registered Agents LLC, 1908 Thomes Ave, Cheyenne, WY 82001, US',
    );
    expect(row('Mailing address').textContent).toContain('1621 Central Ave, Suite 10042');
    fireEvent.click(within(card()).getByRole('button', { name: 'Copy state file number' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('2025-001234567'));
    fireEvent.click(
      within(card()).getByRole('button', { name: 'Copy all your company’s details' }),
    );
    await waitFor(() =>
      expect(writeText).toHaveBeenLastCalledWith(expect.stringContaining('EIN: 12-3456789\n')),
    );
  });

  it('says what is not known yet instead of a placeholder, with nothing to copy', async () => {
    signIn();
    mockApi({
      ...dashboardRoutes(),
      'GET /client/company/v7/company-profile': {
        data: companyProfile({
          stateFileNumber: null,
          formationDate: null,
          beingFormed: true,
          ein: null,
          registeredAgent: {
            provider: 'ours',
            name: null,
            address: null,
            since: null,
            renewsOn: null,
            endsOn: null,
          },
          mailingAddress: { provider: 'ours', address: null },
        }),
      },
    });
    renderRoute('/dashboard/home');
    await waitFor(() => expect(row('EIN').textContent).toContain('Not issued yet'));
    expect(row('State file number').textContent).toContain('Given when the state files your LLC');
    expect(row('Registered agent').textContent).toContain('Recorded when our agent is appointed');
    expect(row('Mailing address').textContent).toContain('Not set up yet');
    expect(within(card()).queryByRole('button', { name: 'Copy EIN' })).toBeNull();
  });
});
