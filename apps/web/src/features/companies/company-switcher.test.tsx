import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyDetails, dashboardRoutes, newCompany, signIn, summaryOf } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';
import { stubLayoutApis } from '@/test/layout-stubs';

beforeAll(stubLayoutApis);

const openMenu = async () => {
  const trigger = await screen.findByRole('button', { name: /^Company/ });
  await act(async () => {
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
  });
};

// Issue 17: "Create New Company" made an empty company at once, and none could be deleted.
describe('the company switcher: a name first, and deleting an unpaid, empty company', () => {
  setUpRouteTests();

  it('asks for the name in a dialog and creates the company with it', async () => {
    signIn();
    const first = companyDetails({ companyName: 'Acme', companyNameType: 'LLC' });
    const second = newCompany({ id: 'c2', companyName: 'Nube Clara' });
    const api = mockApi({
      ...dashboardRoutes(first),
      'POST /client/company/v7/companies': { data: summaryOf(second) },
    });
    const router = renderRoute('/dashboard/home');
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Create New Company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a new company' });
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false); // nothing made yet
    fireEvent.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText('Please enter a company name.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Nube LLC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText(/Please remove "LLC"/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Company name'), {
      target: { value: ' Nube  Clara ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/onboarding'));
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ companyName: 'Nube Clara' });
    expect(dialog.isConnected).toBe(false);
  }, 20_000);

  it('deletes the current company when it is unpaid and empty, after a confirmation', async () => {
    signIn();
    const first = companyDetails({ companyName: 'Acme', companyNameType: 'LLC' });
    const spare = newCompany({ id: 'c2', companyName: 'Oops' });
    window.localStorage.setItem('current_company_id', 'c2');
    const api = mockApi({
      ...dashboardRoutes(spare),
      'GET /client/company/v7/companies': { data: [summaryOf(first), summaryOf(spare)] },
      'DELETE /client/company/v7/companies/c2': { data: { id: 'c2' } },
    });
    renderRoute('/dashboard/home');
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete Oops' }));
    await screen.findByRole('dialog', { name: 'Delete Oops?' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete company' }));
    expect(await screen.findByText('The company was deleted.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(window.localStorage.getItem('current_company_id')).toBe(first.id);
  }, 20_000);

  it('says why a company with records cannot be deleted, and offers to close it', async () => {
    signIn();
    const first = companyDetails({ companyName: 'Acme', companyNameType: 'LLC' });
    const spare = newCompany({ id: 'c2', companyName: 'Kept' });
    window.localStorage.setItem('current_company_id', 'c2');
    const message =
      'This company has records that must be kept: issued invoices, payments, books or documents. You can close the LLC instead.';
    mockApi({
      ...dashboardRoutes(spare),
      'GET /client/company/v7/companies': { data: [summaryOf(first), summaryOf(spare)] },
      'DELETE /client/company/v7/companies/c2': {
        status: 409,
        message,
        errors: [{ code: 'COMPANY_HAS_RECORDS', message }],
      },
    });
    renderRoute('/dashboard/home');
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete Kept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Kept?' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete company' }));
    expect(await screen.findByText(message)).toBeTruthy();
    const close = screen.getByRole('link', { name: 'Close the LLC instead' });
    expect(close.getAttribute('href')).toBe('/dashboard/llc-management?tab=changes&change=CLOSURE');
    expect(dialog.isConnected).toBe(true);
    expect(window.localStorage.getItem('current_company_id')).toBe('c2');
  }, 20_000);
});
