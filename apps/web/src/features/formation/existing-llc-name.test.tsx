import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardRoutes, newCompany, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

const PAGE = '/dashboard/onboarding/bring-your-llc';
const NAME = 'Legal name (without LLC)';
const existing = newCompany({ origin: 'FORMED_ELSEWHERE', signupService: null, needs: 'all' });

// Issue 36 (minor): a name with accents on "Bring your LLC" says how the state may have
// filed it, under the field; the name is kept as typed.
describe('Bring your LLC: an accented legal name', () => {
  setUpRouteTests();

  it('says under the field that the state’s records may spell it without accents', async () => {
    signIn();
    mockApi({
      ...dashboardRoutes(existing),
      'GET /client/company/v7/formation/allowed-states': { data: [] },
    });
    renderRoute(PAGE);
    const field = await screen.findByLabelText(NAME);
    fireEvent.change(field, { target: { value: 'Lumière Studio' } });
    const hint = screen.getByText(
      'State systems often write letters without accents: if your Articles say “Lumiere Studio”, enter it that way.',
    );
    expect(field.getAttribute('aria-describedby')).toBe(hint.id);
    expect(field.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(field, { target: { value: 'Lumiere Studio' } });
    expect(screen.queryByText(/State systems often write letters without accents/)).toBeNull();
  });
});
