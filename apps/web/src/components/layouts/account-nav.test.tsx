import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AccountNav } from './account-nav';

describe('the sidebar’s account links (issue 36, beside the sidebar’s fixed items)', () => {
  it('reaches Billing and Your services from the navigation, marking the one open', () => {
    render(
      <MemoryRouter initialEntries={['/dashboard/services/s1']}>
        <AccountNav />
      </MemoryRouter>,
    );
    const nav = within(screen.getByRole('navigation', { name: 'Your account' }));
    const links = nav.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Billing', '/dashboard/billing'],
      ['Your services', '/dashboard/services'],
    ]);
    expect(nav.getByRole('link', { name: 'Your services' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(nav.getByRole('link', { name: 'Billing' }).getAttribute('aria-current')).toBeNull();
  });
});
