import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TCompanyProfile } from '@charterline/shared/schemas/company-profile';
import { companyProfile } from '@/test/company-profile-fixtures';
import { dashboardRoutes, signIn } from '@/test/fixtures';
import { setViewportWidth } from '@/test/match-media';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

const PATH = 'GET /client/company/v7/company-profile';
const OWN_ADDRESS = {
  line1: '77 Market St',
  city: 'Austin',
  region: 'TX',
  postalCode: '78701',
  country: 'US',
};

const withProfile = (profile: TCompanyProfile) => ({
  ...dashboardRoutes(),
  [PATH]: { data: profile },
});
const section = (name: string) => screen.getByRole('region', { name });
const fact = (sectionName: string, label: string) =>
  within(section(sectionName)).getByText(label).closest('div')?.textContent ?? '';

describe('/dashboard/llc-management', () => {
  setUpRouteTests();

  it('shows the formed company: name, filing, standing, EIN letter, our agent, addresses, members', async () => {
    signIn();
    const api = mockApi({
      ...withProfile(companyProfile()),
      'GET /client/company/v7/documents/doc-ein/download': { data: null },
    });
    const saved = vi.fn(() => 'blob:ein');
    URL.createObjectURL = saved;
    renderRoute('/dashboard/llc-management');
    expect(await screen.findByRole('region', { name: 'Company' })).toBeTruthy();
    expect(document.title).toContain('LLC Management');
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
    expect(fact('Company', 'Legal name')).toContain('Acme LLC');
    expect(fact('Company', 'State')).toContain('Wyoming');
    expect(fact('Company', 'State file number')).toContain('2025-001234567');
    expect(fact('Company', 'Formed')).toContain('Mar 15, 2025');
    expect(fact('Company', 'Formed')).toContain('from our filing');
    expect(within(section('Company')).getByText('In good standing')).toBeTruthy();
    expect(within(section('Company')).queryByRole('link', { name: 'Go to Compliance' })).toBeNull();
    expect(fact('Tax', 'EIN')).toContain('12-3456789');
    expect(fact('Tax', 'Fiscal year ends')).toContain('December');
    expect(fact('Registered agent', 'Provided by')).toContain('Charterline');
    // Real values: our office in Wyoming, since the formation; the mailbox with its suite.
    expect(fact('Registered agent', 'Address')).toContain('1908 Thomes Ave, Cheyenne, WY 82001');
    expect(fact('Registered agent', 'Since')).toContain('Mar 15, 2025');
    expect(fact('Registered agent', 'Renews on')).toContain('Mar 15, 2027');
    expect(fact('Addresses', 'Mailing address')).toContain(
      '1621 Central Ave, Suite 10042, Cheyenne, WY 82001',
    );
    expect(within(section('Addresses')).getByText(/Banks usually refuse a virtual/)).toBeTruthy();
    const members = within(section('Members'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(members).toEqual(['Ada Obi60% · Nigeria', 'Grace Hopper40% · United States']);
    expect(within(section('Managers')).getByText('Member-managed')).toBeTruthy();
    expect(fact('Company', 'Contact e-mail')).toContain('ada@example.com');
    expect(
      within(section('Company'))
        .getByRole('link', { name: 'Change legal name' })
        .getAttribute('href'),
    ).toBe('/dashboard/llc-management?tab=changes&change=LEGAL_NAME');
    for (const [name, kind] of [
      ['Change contact e-mail', 'CONTACT_EMAIL'],
      ['Change fiscal year ends', 'FISCAL_YEAR'],
      ['Change registered agent', 'REGISTERED_AGENT'],
      ['Change principal address', 'PRINCIPAL_ADDRESS'],
      ['Change mailing address', 'MAILING_ADDRESS'],
      ['Change members', 'MEMBERS'],
      ['Change managers', 'MANAGERS'],
    ] as const) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toContain(`change=${kind}`);
    }
    expect(screen.queryByText(/Change under way/)).toBeNull();
    expect(screen.queryByText('To be verified')).toBeNull();
    expect(screen.queryByText('Your LLC is being formed')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download EIN letter' }));
    await waitFor(() =>
      expect(api.callTo('/client/company/v7/documents/doc-ein/download')).toBeTruthy(),
    );
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(api.unanswered).toEqual([]);
  });

  it('says which filing is overdue and links to Compliance', async () => {
    signIn();
    const overdue = [
      { id: 'ob1', title: 'Wyoming annual report', period: '2026', dueDate: '2026-03-01' },
    ];
    mockApi(
      withProfile(
        companyProfile({
          standing: {
            inGoodStanding: false,
            label: 'Not in good standing: 1 overdue filing',
            overdue,
          },
        }),
      ),
    );
    const router = renderRoute('/dashboard/llc-management');
    expect(await screen.findByText('Not in good standing: 1 overdue filing')).toBeTruthy();
    expect(fact('Company', 'Status')).toContain('Wyoming annual report 2026 (due Mar 1, 2026)');
    fireEvent.click(screen.getByRole('link', { name: 'Go to Compliance' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/compliance'));
  });

  it('marks an existing LLC\'s facts "To be verified" until staff confirm, with its own agent and address', async () => {
    signIn();
    mockApi(
      withProfile(
        companyProfile({
          origin: 'FORMED_ELSEWHERE',
          verification: 'pending',
          formationDateSource: 'entered_by_you',
          registeredAgent: {
            provider: 'theirs',
            name: 'Texas Agents Inc',
            address: OWN_ADDRESS,
            since: null,
            renewsOn: null,
            endsOn: null,
          },
          mailingAddress: { provider: 'theirs', address: OWN_ADDRESS },
          principalAddress: OWN_ADDRESS,
          einLetterDocumentId: null,
        }),
      ),
    );
    renderRoute('/dashboard/llc-management');
    await screen.findByRole('region', { name: 'Company' });
    expect(fact('Company', 'Legal name')).toContain('To be verified');
    expect(fact('Company', 'Formed')).toContain('entered by you');
    expect(fact('Company', 'Status')).not.toContain('To be verified');
    expect(fact('Registered agent', 'Name')).toContain('Texas Agents Inc');
    expect(fact('Registered agent', 'Address')).toContain('77 Market St, Austin, TX 78701, US');
    expect(within(section('Registered agent')).queryByText('Renews on')).toBeNull();
    expect(fact('Addresses', 'Principal address')).toContain('77 Market St');
    expect(screen.queryByRole('button', { name: 'Download EIN letter' })).toBeNull();
    expect(screen.getAllByText('To be verified').length).toBeGreaterThan(5);
  });

  it('before the state files a new LLC: what is known, a note and the tracker, no invented facts', async () => {
    signIn();
    mockApi(
      withProfile(
        companyProfile({
          stateFileNumber: null,
          formationDate: null,
          formationDateSource: null,
          companyStatus: 'STARTED',
          beingFormed: true,
          standing: { inGoodStanding: false, label: 'Not formed yet', overdue: [] },
          ein: null,
          einLetterDocumentId: null,
          registeredAgent: {
            provider: 'ours',
            name: 'Charterline Registered Agents LLC',
            address: null,
            since: null,
            renewsOn: null,
            endsOn: null,
          },
        }),
      ),
    );
    const router = renderRoute('/dashboard/llc-management');
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('Your LLC is being formed');
    expect(fact('Company', 'Legal name')).toContain('Acme LLC');
    expect(fact('Company', 'Formed')).toContain('Not yet');
    expect(fact('Tax', 'EIN')).toContain('Not issued yet');
    expect(fact('Registered agent', 'Provided by')).toContain('Charterline');
    expect(fact('Registered agent', 'Address')).toContain(
      'Our team records it when the state appoints our agent',
    );
    expect(within(section('Registered agent')).queryByText('Renews on')).toBeNull();
    fireEvent.click(within(note).getByRole('link', { name: 'Follow your formation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/onboarding'));
  });

  it('keeps the tab in the address and moves between tabs with the arrow keys', async () => {
    signIn();
    mockApi(withProfile(companyProfile()));
    const router = renderRoute('/dashboard/llc-management?tab=sharing');
    const sharing = await screen.findByRole('tab', { name: 'Sharing' });
    expect(sharing.getAttribute('aria-selected')).toBe('true');
    expect(sharing.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('tabindex')).toBe('-1');
    expect(screen.queryByRole('region', { name: 'Company' })).toBeNull();
    fireEvent.keyDown(sharing, { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=changes'));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Changes' }));
    expect(await screen.findByRole('tabpanel', { name: 'Changes' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Changes' }), { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=profile'));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Profile' }));
    expect(await screen.findByRole('region', { name: 'Company' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Profile' }), { key: 'End' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=changes'));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Changes' }), { key: 'ArrowLeft' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=sharing'));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Sharing' }), { key: 'ArrowLeft' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=documents'));
    expect(await screen.findByRole('tabpanel', { name: 'Documents' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=profile'));
  });

  it('names the managers of a manager-managed LLC and the changes under way', async () => {
    signIn();
    mockApi(
      withProfile(
        companyProfile({
          management: 'MANAGER_MANAGED',
          managers: [{ name: 'Lin Park' }, { name: 'Sam Diaz' }],
          pendingChanges: [
            { id: 'ch1', kind: 'LEGAL_NAME', label: 'Company name', status: 'awaiting_payment' },
            {
              id: 'ch2',
              kind: 'REGISTERED_AGENT',
              label: 'Registered agent',
              status: 'in_progress',
            },
          ],
        }),
      ),
    );
    const router = renderRoute('/dashboard/llc-management');
    const managers = await screen.findByRole('region', { name: 'Managers' });
    expect(within(managers).getByText('Manager-managed')).toBeTruthy();
    expect(
      within(managers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Lin Park', 'Sam Diaz']);
    const note = screen.getByRole('note');
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Change under way: Company name (waiting for payment)',
      'Change under way: Registered agent (in progress with the state)',
    ]);
    fireEvent.click(within(note).getByRole('link', { name: 'See your changes' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=changes'));
    expect(await screen.findByRole('tab', { name: 'Changes', selected: true })).toBeTruthy();
  });

  it('an unknown tab is the Profile; a failed load offers a retry (390 px)', async () => {
    setViewportWidth(390);
    signIn();
    let fail = true;
    mockApi({
      ...dashboardRoutes(),
      [PATH]: () => (fail ? { status: 404, message: 'Not found' } : { data: companyProfile() }),
    });
    renderRoute('/dashboard/llc-management?tab=nope');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Your company's profile could not be loaded.");
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Company' })).toBeTruthy();
  });
});
