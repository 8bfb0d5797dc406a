import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TCompanyDetails } from '@charterline/shared/schemas/company';
import { companyDetails, dashboardRoutes, newCompany, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';
import { companyStatusLabel } from './home-status';

const at = '2026-11-25T10:00:00.000Z';
const done = (...steps: string[]) => steps.map((step) => ({ step, title: step, at }));

// Issue 36 item 8: during filing Home said "Pending Verification" (it reads as an identity
// check). It says what is happening.
describe('Home: the company status in words', () => {
  setUpRouteTests();

  /** Home's status once the company's details are in (a skeleton until then). */
  const statusOn = async (company: TCompanyDetails, words: string) => {
    signIn();
    mockApi({ ...dashboardRoutes(company) });
    renderRoute('/dashboard/home');
    const term = await screen.findByText('Status', { selector: 'dt' });
    const status = within(term.closest('div')!).getByRole('definition');
    await within(status).findByText(words);
    return status.textContent;
  };

  it('says the filing is being prepared once the details are confirmed, never "pending verification"', async () => {
    const text = await statusOn(
      companyDetails({ companyStatus: 'PENDING_VERIFICATION' }),
      'Preparing your state filing',
    );
    expect(text).toBe('Preparing your state filing');
    expect(document.body.textContent?.toLowerCase()).not.toContain('pending verification');
  });

  it('follows the filing, then says formed', () => {
    const filing = {
      origin: 'FORMED_HERE' as const,
      formationProgress: done('DOCUMENTS_SUBMITTED'),
    };
    expect(companyStatusLabel('STARTED', filing)).toBe('Filing with the state');
    expect(
      companyStatusLabel('STARTED', {
        origin: 'FORMED_HERE',
        formationProgress: done(
          'DOCUMENTS_SUBMITTED',
          'STATE_FILING_STARTED',
          'STATE_FILING_COMPLETED',
        ),
      }),
    ).toBe('Formed: finishing your EIN and documents');
    expect(companyStatusLabel('COMPLETED', filing)).toBe('Formed');
    expect(companyStatusLabel('MISSING_INFORMATION', filing)).toBe('Waiting for your details');
    expect(companyStatusLabel('NONE', undefined)).toBe('Not started');
  });

  it('an LLC brought in: its details are checked, then it is verified', async () => {
    const elsewhere = { origin: 'FORMED_ELSEWHERE' as const, formationProgress: [] };
    expect(companyStatusLabel('PENDING_VERIFICATION', elsewhere)).toBe('Details being checked');
    expect(companyStatusLabel('COMPLETED', elsewhere)).toBe('Verified');
    const text = await statusOn(
      newCompany({
        origin: 'FORMED_ELSEWHERE',
        paymentStatus: 'NOT_AVAILABLE',
        companyStatus: 'PENDING_VERIFICATION',
      }),
      'Details being checked',
    );
    expect(text).toBe('Details being checked');
  });
});
