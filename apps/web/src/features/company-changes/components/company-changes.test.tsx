import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TCompanyChange } from '@charterline/shared/schemas/company-changes';
import { companyProfile } from '@/test/company-profile-fixtures';
import { CHANGE_OPTIONS, companyChange } from '@/test/company-changes-fixtures';
import { companyDetails, dashboardRoutes, signIn } from '@/test/fixtures';
import { setViewportWidth } from '@/test/match-media';
import { mockApi, type TMockAnswer } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

const BASE = '/client/company/v7/company-changes';
const PAGE = '/dashboard/llc-management?tab=changes';
const SESSION = 'POST /client/v9/billing/checkout/create-session';
const CHANGE_ID = '5d1c0a5e-0000-4000-8000-0000000000aa';

type TRoute = TMockAnswer | ((body: unknown) => TMockAnswer);

/** The page's calls: the profile, the options, the history (changed by the test). */
const changesRoutes = (history: () => TCompanyChange[], extra: Record<string, TRoute> = {}) => ({
  ...dashboardRoutes(),
  'GET /client/company/v7/company-profile': { data: companyProfile() },
  [`GET ${BASE}/options`]: { data: CHANGE_OPTIONS },
  [`GET ${BASE}`]: () => ({ data: history() }),
  ...extra,
});

const group = (name: string) => screen.getByRole('region', { name });
const card = (heading: string) => {
  const item = screen.getByRole('heading', { name: heading }).closest('li');
  if (!item) throw new Error(`No option ${heading}`);
  return item;
};
const NOT_AVAILABLE = 'This change is not available for your company now.';
/** The page's calls, with every new change refused (a test that only reads what was sent). */
const refusingRoutes = () =>
  changesRoutes(() => [], { [`POST ${BASE}`]: { status: 409, message: NOT_AVAILABLE } });
const posted = (api: ReturnType<typeof mockApi>) =>
  api.calls.findLast((c) => c.method === 'POST' && c.path === BASE)?.body;
const history = () => screen.getByRole('region', { name: 'History' });

describe('LLC Management › Changes', () => {
  setUpRouteTests();

  it('groups the options with their quote: state or not, the form, the fee (or when it is confirmed), our price, the total', async () => {
    signIn();
    const api = mockApi(changesRoutes(() => []));
    renderRoute(PAGE);
    await screen.findByRole('region', { name: 'Filed with the state' });
    expect(screen.getByRole('tab', { name: 'Changes' }).getAttribute('aria-selected')).toBe('true');
    const filed = within(group('Filed with the state'));
    expect(filed.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Company name',
      'Principal address',
      'Management and managers',
      'Registered agent',
    ]);
    // Issue 36: a change this state need not hear of is not under "Filed with the state".
    expect(
      within(group('No state filing'))
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Members and ownership']);
    const name = card('Company name').textContent;
    expect(name).toContain('The state must be told');
    expect(name).toContain("State's formArticles of Amendment");
    expect(name).toContain('State fee$60.00');
    expect(name).toContain('Our price$149.00');
    expect(name).toContain('Total$209.00');
    const address = card('Principal address').textContent;
    expect(address).toContain('State feeConfirmed before we file');
    expect(address).toContain('Total$149.00 + the state fee');
    const members = card('Members and ownership').textContent;
    expect(members).toContain('No state filing needed');
    expect(members).not.toContain('State fee');
    expect(members).toContain('Total$49.00');
    expect(within(group('Changed at once')).getAllByRole('heading', { level: 4 })).toHaveLength(3);
    expect(card('Contact e-mail').textContent).toContain('Free, changed at once');
    const reinstate = within(card('Reinstate the company')).getByRole('button', {
      name: 'Reinstate the company',
    });
    expect((reinstate as HTMLButtonElement).disabled).toBe(true);
    expect(reinstate.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(reinstate.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Only a dissolved company can be reinstated.');
    expect(await within(history()).findByText('No changes yet')).toBeTruthy();
    expect(api.unanswered).toEqual([]);
  });

  it('an instant change: the form opens in the address prefilled, Save applies it, says "Saved" and the history shows it', async () => {
    signIn();
    let made: TCompanyChange[] = [];
    const api = mockApi(
      changesRoutes(() => made, {
        [`POST ${BASE}`]: () => {
          made = [
            companyChange({
              id: CHANGE_ID,
              kind: 'CONTACT_EMAIL',
              label: 'Contact e-mail',
              status: 'applied',
              before: 'ada@example.com',
              after: 'office@acme.example',
              needsState: false,
              product: null,
              serviceId: null,
              proofDocumentId: null,
              completedAt: '2026-11-25T10:00:00.000Z',
            }),
          ];
          return { data: made[0] };
        },
      }),
    );
    const router = renderRoute(PAGE);
    fireEvent.click(await screen.findByRole('link', { name: 'Change contact e-mail' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?tab=changes&change=CONTACT_EMAIL'),
    );
    const email = await screen.findByLabelText('E-mail address');
    expect((email as HTMLInputElement).value).toBe('ada@example.com');
    expect(screen.getByRole('complementary', { name: 'Price' }).textContent).toContain(
      'No state filing needed',
    );
    fireEvent.change(email, { target: { value: 'office@acme.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(posted(api)).toEqual({
      change: { kind: 'CONTACT_EMAIL', email: 'office@acme.example' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=changes'));
    const row = await within(history()).findByText('ada@example.com → office@acme.example');
    expect(row.closest('li')?.textContent).toContain('Changed');
    expect(screen.queryByRole('button', { name: /Pay now/ })).toBeNull();
  });

  it('a paid change opens the checkout with its items and metadata; closed, it waits for payment with Pay now and Cancel', async () => {
    signIn();
    let made: TCompanyChange[] = [];
    const waiting = companyChange({
      id: CHANGE_ID,
      status: 'awaiting_payment',
      after: 'Acme Labs LLC',
      serviceId: null,
      proofDocumentId: null,
      completedAt: null,
      checkout: {
        items: ['state-business-amendment'],
        metadata: { changeRequestId: CHANGE_ID },
      },
    });
    const api = mockApi(
      changesRoutes(() => made, {
        [`POST ${BASE}`]: () => {
          made = [waiting];
          return { data: waiting };
        },
        [SESSION]: {
          data: {
            clientSecret: 'cs_1_secret_x',
            sessionId: 'cs_1',
            provider: 'local',
            amount: 20900,
            currency: 'usd',
            lineItems: [
              { name: 'State amendment', amount: 14900 },
              { name: 'Wyoming state fee', amount: 6000 },
            ],
          },
        },
      }),
    );
    renderRoute(`${PAGE}&change=LEGAL_NAME`);
    const newName = await screen.findByLabelText('New name');
    expect((newName as HTMLInputElement).value).toBe('Acme');
    expect(screen.getByRole('complementary', { name: 'Price' }).textContent).toContain(
      'Total$209.00',
    );
    fireEvent.change(newName, { target: { value: 'Acme Labs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for: Company name' });
    expect(posted(api)).toEqual({
      change: { kind: 'LEGAL_NAME', companyName: 'Acme Labs', designation: 'LLC' },
    });
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === SESSION.slice(5))).toHaveLength(1),
    );
    const session = api.callTo(SESSION.slice(5))?.body as { items: string[]; metadata: object };
    expect(session.items).toEqual(['state-business-amendment']);
    expect(session.metadata).toEqual({ changeRequestId: CHANGE_ID });
    expect(await within(dialog).findByText('Wyoming state fee')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = within(history()).getByText('Acme LLC → Acme Labs LLC').closest('li');
    expect(row?.textContent).toContain('Waiting for payment');
    fireEvent.click(within(history()).getByRole('button', { name: 'Pay now: Company name' }));
    expect(await screen.findByRole('dialog', { name: 'Pay for: Company name' })).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === SESSION.slice(5))).toHaveLength(2),
    );
    expect(api.unanswered).toEqual([]);
  });

  it("shows the API's field errors next to their field, and its other refusals above the buttons", async () => {
    signIn();
    let answer: TMockAnswer = {
      status: 400,
      message: 'Please check the highlighted fields.',
      errors: [
        { code: 'VALIDATION_ERROR', message: 'Enter a real city', field: 'change.address.city' },
      ],
    };
    mockApi(changesRoutes(() => [], { [`POST ${BASE}`]: () => answer }));
    renderRoute(`${PAGE}&change=PRINCIPAL_ADDRESS`);
    fireEvent.change(await screen.findByLabelText('Street address'), {
      target: { value: '1 Main St' },
    });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Nowhere' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const city = screen.getByLabelText('City');
    await waitFor(() => expect(city.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = city.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Enter a real city');
    answer = {
      status: 409,
      message: 'A change of this kind is already under way. Finish or cancel it first.',
      errors: [
        {
          code: 'CHANGE_ALREADY_PENDING',
          message: 'A change of this kind is already under way. Finish or cancel it first.',
        },
      ],
    };
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText(/already under way/)).toBeTruthy();
    await waitFor(() => expect(city.getAttribute('aria-invalid')).toBeNull());
  });

  it('checks the form before sending: an empty street is refused next to the field, no call made', async () => {
    signIn();
    const api = mockApi(changesRoutes(() => []));
    renderRoute(`${PAGE}&change=PRINCIPAL_ADDRESS`);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Street address').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('cancels a change waiting for payment', async () => {
    signIn();
    const waiting = companyChange({
      id: CHANGE_ID,
      status: 'awaiting_payment',
      serviceId: null,
      proofDocumentId: null,
      completedAt: null,
      checkout: { items: ['state-business-amendment'], metadata: { changeRequestId: CHANGE_ID } },
    });
    let list = [waiting];
    const api = mockApi(
      changesRoutes(() => list, {
        [`POST ${BASE}/${CHANGE_ID}/cancel`]: () => {
          list = [{ ...waiting, status: 'cancelled', checkout: null }];
          return { data: list[0] };
        },
      }),
    );
    renderRoute(PAGE);
    fireEvent.click(
      await within(await screen.findByRole('region', { name: 'History' })).findByRole('button', {
        name: 'Cancel: Company name',
      }),
    );
    expect(await screen.findByText('Change cancelled')).toBeTruthy();
    await waitFor(() => expect(within(history()).getByText('Cancelled')).toBeTruthy());
    expect(within(history()).queryByRole('button', { name: /Pay now/ })).toBeNull();
    expect(api.callTo(`${BASE}/${CHANGE_ID}/cancel`)?.method).toBe('POST');
  });

  it('the history: status, before → after, dates, the service and the proof', async () => {
    signIn();
    const api = mockApi(
      changesRoutes(() => [companyChange()], {
        'GET /client/company/v7/documents/doc-proof/download': { data: null },
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:proof');
    const router = renderRoute(PAGE);
    const row = (
      await within(await screen.findByRole('region', { name: 'History' })).findByText(
        'Acme LLC → Acme Labs LLC',
      )
    ).closest('li');
    if (!row) throw new Error('no row');
    expect(row.textContent).toContain('Done');
    expect(row.textContent).toContain('Requested Oct 1, 2026 by you');
    expect(row.textContent).toContain('Completed Oct 9, 2026');
    fireEvent.click(within(row).getByRole('button', { name: 'Download proof: Company name' }));
    await waitFor(() =>
      expect(api.callTo('/client/company/v7/documents/doc-proof/download')).toBeTruthy(),
    );
    fireEvent.click(within(row).getByRole('link', { name: 'See the service: Company name' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/services/svc-1'));
  });

  it('a failed history offers a retry', async () => {
    signIn();
    let fail = true;
    mockApi({
      ...changesRoutes(() => []),
      [`GET ${BASE}`]: () =>
        fail ? { status: 500, message: 'Down' } : { data: [companyChange()] },
    });
    renderRoute(PAGE);
    const alert = await within(await screen.findByRole('region', { name: 'History' })).findByRole(
      'alert',
      {},
      { timeout: 20_000 },
    );
    expect(alert.textContent).toContain('Your changes could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(history()).findByText('Acme LLC → Acme Labs LLC')).toBeTruthy();
  });

  it('closing the company asks "Close Acme LLC?" before it is sent (390 px: full-width buttons)', async () => {
    setViewportWidth(390);
    signIn();
    const api = mockApi(refusingRoutes());
    renderRoute(`${PAGE}&change=CLOSURE`);
    fireEvent.change(await screen.findByLabelText('Last day of business (optional)'), {
      target: { value: '2026-12-31' },
    });
    fireEvent.change(screen.getByLabelText('Reason (optional)'), {
      target: { value: 'Project ended' },
    });
    const submit = screen.getByRole('button', { name: 'Continue to payment' });
    expect(submit.className).toContain('w-full');
    fireEvent.click(submit);
    const confirm = await screen.findByRole('dialog', { name: 'Close Acme LLC?' });
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, close Acme LLC' }));
    await waitFor(() =>
      expect(posted(api)).toEqual({
        change: { kind: 'CLOSURE', effectiveDate: '2026-12-31', reason: 'Project ended' },
      }),
    );
    expect(await screen.findByText(NOT_AVAILABLE)).toBeTruthy();
  });

  it("the profile's Change link opens the members form with the owners filled in; Back closes it", async () => {
    signIn();
    mockApi(changesRoutes(() => []));
    const router = renderRoute('/dashboard/llc-management');
    const members = await screen.findByRole('region', { name: 'Members' });
    fireEvent.click(within(members).getByRole('link', { name: 'Change members' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=changes&change=MEMBERS'));
    expect(
      await screen.findByRole('heading', { name: 'Members and ownership', level: 3 }),
    ).toBeTruthy();
    // No owners' details saved (formed before they were kept): the profile's members.
    const first = screen.getByRole('group', { name: 'Owner 1' });
    expect((within(first).getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
    expect((within(first).getByLabelText('Last name') as HTMLInputElement).value).toBe('Obi');
    expect((within(first).getByLabelText('Ownership (%)') as HTMLInputElement).value).toBe('60');
    expect(screen.getByTestId('ownership-total').textContent).toContain('Total: 100%');
    fireEvent.click(screen.getByRole('button', { name: 'Add owner' }));
    expect(screen.getAllByRole('group', { name: /^Owner \d$/ })).toHaveLength(3);
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('region', { name: 'Members' })).toBeTruthy();
  });

  it('managers: a manager-managed LLC needs one manager (checked before sending), then sends them', async () => {
    signIn();
    const api = mockApi(refusingRoutes());
    renderRoute(`${PAGE}&change=MANAGERS`);
    fireEvent.click(await screen.findByRole('radio', { name: /Manager-managed/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Add at least one manager')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Add manager' }));
    fireEvent.change(screen.getByLabelText('Manager 1'), { target: { value: 'Lin Park' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(posted(api)).toEqual({
        change: {
          kind: 'MANAGERS',
          management: 'MANAGER_MANAGED',
          managers: [{ name: 'Lin Park' }],
        },
      }),
    );
    expect(await screen.findByText(NOT_AVAILABLE)).toBeTruthy();
  });

  it("members: starts from the owners' saved details and sends the new split, which must total 100%", async () => {
    signIn();
    const address = { line1: '1 Main St', city: 'Lagos', country: 'NG' };
    const owner = (firstName: string, email: string, ownershipPercentage: number) => ({
      firstName,
      lastName: 'Obi',
      email,
      ownershipPercentage,
      address,
    });
    const api = mockApi({
      ...refusingRoutes(),
      ...dashboardRoutes(
        companyDetails({
          owners: [owner('Ada', 'ada@example.com', 60), owner('Ben', 'ben@example.com', 40)],
        }),
      ),
      'GET /client/company/v7/company-profile': { data: companyProfile() },
    });
    renderRoute(`${PAGE}&change=MEMBERS`);
    const second = await screen.findByRole('group', { name: 'Owner 2' });
    expect((within(second).getByLabelText('E-mail') as HTMLInputElement).value).toBe(
      'ben@example.com',
    );
    fireEvent.change(within(second).getByLabelText('Ownership (%)'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Ownership percentages must add up to 100%')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    const first = screen.getByRole('group', { name: 'Owner 1' });
    fireEvent.change(within(first).getByLabelText('Ownership (%)'), { target: { value: '70' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(posted(api)).toEqual({
        change: {
          kind: 'MEMBERS',
          owners: [
            {
              ...owner('Ada', 'ada@example.com', 70),
              address: { ...address, line2: '', postalCode: '' },
            },
            {
              ...owner('Ben', 'ben@example.com', 30),
              address: { ...address, line2: '', postalCode: '' },
            },
          ],
        },
      }),
    );
  });

  it('back from paying (?session_id, no tab): the Changes tab, the payment recorded, the change in progress', async () => {
    signIn();
    let status: TCompanyChange['status'] = 'awaiting_payment';
    const api = mockApi(
      changesRoutes(() => [companyChange({ id: CHANGE_ID, status, completedAt: null })], {
        'GET /client/v9/billing/checkout/session/cs_1': {
          data: {
            status: 'complete',
            sessionId: 'cs_1',
            paymentIntentId: null,
            amount: 20900,
            currency: 'usd',
            metadata: { changeRequestId: CHANGE_ID },
          },
        },
        'POST /client/v9/billing/payment-success': () => {
          status = 'in_progress';
          return { data: { fulfilled: true } };
        },
      }),
    );
    renderRoute('/dashboard/llc-management?session_id=cs_1');
    expect(await screen.findByRole('tab', { name: 'Changes', selected: true })).toBeTruthy();
    await waitFor(() =>
      expect(within(history()).getByText('In progress with the state')).toBeTruthy(),
    );
    expect(api.callTo('/client/v9/billing/payment-success')?.method).toBe('POST');
  });

  it('registered agent: their own, with a US street address, sent as the API takes it', async () => {
    signIn();
    const api = mockApi(refusingRoutes());
    renderRoute(`${PAGE}&change=REGISTERED_AGENT`);
    // Ours serves the company: the change starts on the other choice, not on what it has.
    const own = await screen.findByRole('radio', { name: /Use my own/ });
    expect((own as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Agent's name") as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(screen.getByLabelText("Agent's name").getAttribute('aria-invalid')).toBe('true'),
    );
    fireEvent.change(screen.getByLabelText("Agent's name"), {
      target: { value: 'Texas Agents Inc' },
    });
    fireEvent.change(screen.getByLabelText('Street address'), {
      target: { value: '77 Market St' },
    });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Austin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(posted(api)).toMatchObject({
        change: {
          kind: 'REGISTERED_AGENT',
          useOurs: false,
          name: 'Texas Agents Inc',
          address: { line1: '77 Market St', city: 'Austin', country: 'US' },
        },
      }),
    );
  });

  it('fiscal year: starts from the month on file; "already on file" is said in the form', async () => {
    signIn();
    const unchanged = 'This is already what your company has on file.';
    const api = mockApi(
      changesRoutes(() => [], {
        [`POST ${BASE}`]: {
          status: 400,
          message: unchanged,
          errors: [{ code: 'CHANGE_UNCHANGED', message: unchanged }],
        },
      }),
    );
    renderRoute(`${PAGE}&change=FISCAL_YEAR`);
    expect((await screen.findByRole('combobox', { name: 'Fiscal year ends in' })).textContent).toBe(
      'December',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const form = screen.getByRole('form', { name: 'Fiscal year' });
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(unchanged));
    expect(posted(api)).toEqual({ change: { kind: 'FISCAL_YEAR', fiscalYearEndMonth: 12 } });
  });

  it('a state change this state need not hear of, with nothing to buy, is free and saved at once', async () => {
    signIn();
    const free = CHANGE_OPTIONS.map((o) =>
      o.kind === 'MANAGERS' ? { ...o, needsState: false, stateFiling: null, product: null } : o,
    );
    mockApi({ ...changesRoutes(() => []), [`GET ${BASE}/options`]: { data: free } });
    renderRoute(PAGE);
    await screen.findByRole('region', { name: 'Filed with the state' });
    expect(card('Management and managers').textContent).toContain('Free, changed at once');
    expect(
      within(group('Changed at once'))
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toContain('Management and managers');
    fireEvent.click(screen.getByRole('link', { name: 'Change management and managers' }));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
