import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TObligation } from '@charterline/shared/schemas/compliance';
import { complianceBasis } from '@/test/compliance-fixtures';
import { complianceOverview, obligation } from '@/test/compliance-page-fixtures';
import { dashboardRoutes, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

/**
 * The Compliance page of issue 35: New York's publication, California's Form 568 and first
 * $800, a Texas date moved by Texas law, and a dissolved company's final federal return. The
 * rows are what the engine computes for an LLC formed on March 10, 2026 with one owner
 * outside the US (engine/reference-cases.test.ts).
 */
const PATH = 'GET /client/company/v7/compliance';

const page = (state: string, obligations: TObligation[], dissolvedOn: string | null = null) => ({
  ...dashboardRoutes(),
  [PATH]: {
    data: complianceOverview(obligations, {
      basis: complianceBasis({
        state,
        formationDate: '2026-03-10',
        ownership: 'single_foreign',
        foreignOwnedTenPercent: true,
        registeredAgent: 'theirs',
        dissolvedOn,
      }),
    }),
  },
});

const rowsOf = async (name: string) =>
  within(await screen.findByRole('region', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

const PUBLICATION = obligation({
  id: 'ob-ny-publication',
  key: 'state:NY:publication',
  period: '2026',
  title: 'Publication + Certificate of Publication',
  agency: 'NY Department of State',
  dueDate: '2026-07-08',
  windowOpens: '2026-03-10',
  feeCents: 5000,
  feeText: "$50 to file the Certificate of Publication, plus the newspapers' charges (by county)",
  daysUntilDue: 50,
  status: 'upcoming',
  ruleText:
    'Within 120 days of formation, once; moved to the next business day off weekends and holidays (N.Y. Gen. Constr. Law 25-a)',
  sources: 'N.Y. LLC Law 206 (nysenate.gov/legislation/laws/LLC/206); N.Y. Gen. Constr. Law 25-a',
  consequence:
    'The LLC’s authority to do business in New York is suspended until the certificate is filed',
  fileForMe: { productKey: 'ny-publication', serviceId: null },
});

describe('/dashboard/compliance for the states of issue 35', () => {
  setUpRouteTests();

  it('New York: the publication within 120 days, its $50 and "File it for me"', async () => {
    signIn();
    mockApi(page('NY', [PUBLICATION]));
    renderRoute('/dashboard/compliance');
    const [row] = await rowsOf('Next 12 months');
    expect(row).toContain('Publication + Certificate of Publication');
    expect(row).toContain('Due Jul 8, 2026');
    expect(row).toContain('$50 to file the Certificate of Publication');
    fireEvent.click(screen.getByRole('button', { name: /Publication \+ Certificate/ }));
    const detail = await screen.findByRole('dialog', { name: /Publication/ });
    expect(detail.textContent).toContain('Within 120 days of formation');
    expect(detail.textContent).toContain('N.Y. LLC Law 206');
    expect(detail.textContent).toContain('authority to do business in New York is suspended');
    const fileIt = within(detail).getByRole('link', { name: /File it for me/ });
    expect(fileIt.getAttribute('href')).toBe('/dashboard/billing/offer/ny-publication');
  });

  it('California: the first $800 in the 4th month after formation, and Form 568 each year', async () => {
    signIn();
    const tax = obligation({
      id: 'ob-ca-tax-2026',
      key: 'state:CA:llc-tax',
      period: '2026',
      title: 'Annual LLC tax ($800, Form 3522)',
      agency: 'CA Franchise Tax Board',
      dueDate: '2026-06-15',
      windowOpens: null,
      feeCents: 80000,
      status: 'upcoming',
      daysUntilDue: 30,
    });
    const form568 = obligation({
      id: 'ob-ca-568-2027',
      key: 'state:CA:form-568',
      period: '2027',
      title: 'LLC return of income (Form 568)',
      agency: 'CA Franchise Tax Board',
      dueDate: '2028-04-17',
      unmovedDueDate: '2028-04-15',
      movedBy: 'Cal. Gov. Code 6707',
      windowOpens: null,
      feeCents: 0,
      feeText:
        'No fee with the return; an LLC fee is added from $250,000 of California income (R&TC 17942)',
      status: 'upcoming',
      daysUntilDue: 700,
    });
    mockApi(page('CA', [tax, form568]));
    renderRoute('/dashboard/compliance');
    const [first] = await rowsOf('Next 12 months');
    expect(first).toContain('Annual LLC tax ($800, Form 3522)');
    expect(first).toContain('Due Jun 15, 2026');
    expect(first).toContain('$800.00');
    expect((await rowsOf('Later'))[0]).toContain('LLC return of income (Form 568)');
    fireEvent.click(screen.getByRole('button', { name: /Form 568/ }));
    const detail = await screen.findByRole('dialog', { name: /Form 568/ });
    expect(detail.textContent).toContain('Moved from Saturday, April 15 (Cal. Gov. Code 6707)');
  });

  it('Texas: a date moved by Texas law says so', async () => {
    signIn();
    const report = obligation({
      id: 'ob-tx-2027',
      key: 'state:TX:franchise-tax',
      title: 'Franchise tax report + Public Information Report',
      agency: 'TX Comptroller',
      dueDate: '2027-05-17',
      unmovedDueDate: '2027-05-15',
      movedBy: 'Tex. Tax Code 111.053',
      windowOpens: null,
      status: 'upcoming',
      daysUntilDue: 200,
    });
    mockApi(page('TX', [report]));
    renderRoute('/dashboard/compliance?obligation=ob-tx-2027');
    const detail = await screen.findByRole('dialog');
    expect(detail.textContent).toContain('Moved from Saturday, May 15 (Tex. Tax Code 111.053)');
  });

  it('a dissolved company: says so, and lists its final Form 5472', async () => {
    signIn();
    const final = obligation({
      id: 'ob-5472-final',
      key: 'irs:5472',
      period: '2027',
      kind: 'federal',
      title: 'Final return: Form 5472 attached to pro forma Form 1120',
      agency: 'IRS',
      dueDate: '2027-12-15',
      windowOpens: null,
      feeCents: 0,
      status: 'upcoming',
      daysUntilDue: 100,
      consequence: '$25,000 penalty per form',
      fileForMe: { productKey: 'federal-tax-preparation', serviceId: null },
    });
    mockApi(page('WY', [final], '2027-08-20'));
    renderRoute('/dashboard/compliance');
    expect((await screen.findByText(/^Dissolved on August 20, 2027/)).textContent).toContain(
      'the final federal returns listed here still are',
    );
    const [row] = await rowsOf('Next 12 months');
    expect(row).toContain('Final return: Form 5472 attached to pro forma Form 1120');
    expect(row).toContain('Due Dec 15, 2027');
  });
});
