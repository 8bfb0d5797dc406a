import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '@/test/render-in-router';
import { setUpRouteTests } from '@/test/route-test-setup';
import { AskSupportLink } from './ask-support-link';

describe('AskSupportLink', () => {
  setUpRouteTests();

  it('opens a new ticket about the thing', () => {
    renderInRouter(
      [
        {
          path: '/dashboard/billing',
          element: (
            <>
              <AskSupportLink kind="mail_item" id="11111111-1111-4111-8111-111111111111" />
              <AskSupportLink kind="receipt" id="r 1" what="receipt R-1001" />
            </>
          ),
        },
      ],
      '/dashboard/billing',
    );
    expect(screen.getByRole('link', { name: 'Ask support about this' }).getAttribute('href')).toBe(
      '/dashboard/support?new=1&about=mail_item:11111111-1111-4111-8111-111111111111',
    );
    expect(
      screen
        .getByRole('link', { name: 'Ask support about this (receipt R-1001)' })
        .getAttribute('href'),
    ).toBe('/dashboard/support?new=1&about=receipt:r%201');
  });
});
