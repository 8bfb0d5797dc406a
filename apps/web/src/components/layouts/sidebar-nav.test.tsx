import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DASHBOARD_CONFIG } from '@charterline/shared/dashboard-config-defaults';
import type { TCompanySummary } from '@charterline/shared/schemas/companies';
import { setViewportWidth } from '@/test/match-media';
import { SidebarNav } from './sidebar-nav';

const company = (over: Partial<TCompanySummary> = {}): TCompanySummary => ({
  id: 'c1',
  companyName: 'Acme',
  companyNameType: 'LLC',
  state: 'WY',
  companyStatus: 'STARTED',
  onboardingStatus: 'FORMATION_IN_PROGRESS',
  paymentStatus: 'PAID',
  createdAt: '2026-11-23T00:00:00Z',
  ...over,
});

const labels = (
  c: TCompanySummary | null,
  config = DEFAULT_DASHBOARD_CONFIG,
  path = '/dashboard/home',
) => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SidebarNav config={config} company={c} />
    </MemoryRouter>,
  );
  return screen.getAllByRole('link').map((a) => a.textContent);
};

describe('sidebar items (docs/product.md § Dashboard layout)', () => {
  it('shows COMPLIANCE once paid, and SUPPORT only at 1024 px and up', () => {
    setViewportWidth(1280);
    expect(labels(company())).toEqual([
      'HOME',
      'INVOICING',
      'ACCOUNTING',
      'COMPLIANCE',
      'LLC MANAGEMENT',
      'COMMUNICATION',
      'SUPPORT',
    ]);
  });

  it('hides COMPLIANCE while NOT_PAID and SUPPORT below 1024 px', () => {
    setViewportWidth(900);
    expect(labels(company({ paymentStatus: 'NOT_PAID' }))).toEqual([
      'HOME',
      'INVOICING',
      'ACCOUNTING',
      'LLC MANAGEMENT',
      'COMMUNICATION',
    ]);
  });

  it('shows COMPLIANCE to an LLC formed elsewhere (nothing to pay: NOT_AVAILABLE, decision 0124)', () => {
    setViewportWidth(1280);
    expect(
      labels(company({ paymentStatus: 'NOT_AVAILABLE', companyStatus: 'PENDING_VERIFICATION' })),
    ).toContain('COMPLIANCE');
  });

  it('switches items off by configuration and links LLC MANAGEMENT once formed', () => {
    setViewportWidth(1280);
    const config = structuredClone(DEFAULT_DASHBOARD_CONFIG);
    config.navigation.showNavItems.accounting = false;
    config.navigation.showNavItems.support = false;
    render(
      <MemoryRouter initialEntries={['/dashboard/onboarding/formation/step-1']}>
        <SidebarNav config={config} company={company({ companyStatus: 'COMPLETED' })} />
      </MemoryRouter>,
    );
    expect(screen.queryByText('ACCOUNTING')).toBeNull();
    expect(screen.getByRole('link', { name: 'LLC MANAGEMENT' }).getAttribute('href')).toBe(
      '/dashboard/llc-management',
    );
    expect(screen.getByRole('link', { name: 'HOME' }).getAttribute('aria-current')).toBe('page');
  });
});
