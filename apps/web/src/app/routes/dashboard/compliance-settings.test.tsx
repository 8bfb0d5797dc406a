import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_REMINDER_PREFERENCES,
  type TComplianceOverview,
} from '@charterline/shared/schemas/compliance';
import { complianceOverview, obligation } from '@/test/compliance-page-fixtures';
import { dashboardRoutes, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

const BASE = '/client/company/v7/compliance';
const FEED_URL = 'https://app.example.com/api/calendar/feed/secret-token.ics';

const routesWith = (overview: TComplianceOverview, extra = {}) => ({
  ...dashboardRoutes(),
  [`GET ${BASE}`]: { data: overview },
  ...extra,
});

const section = (name: string) => screen.getByRole('region', { name });

describe('/dashboard/compliance reminders, feed and settings', () => {
  setUpRouteTests();

  it('saves which reminders to receive at each change', async () => {
    signIn();
    const api = mockApi(
      routesWith(complianceOverview([obligation()]), {
        [`PUT ${BASE}/reminders`]: (body: unknown) => ({ data: body }),
      }),
    );
    renderRoute('/dashboard/compliance');
    await screen.findByRole('heading', { name: 'Reminders' });
    const box = within(section('Reminders')).getByRole('checkbox', { name: '60 days before' });
    fireEvent.click(box);
    expect(await screen.findByText('Reminders saved.')).toBeTruthy();
    expect(api.callTo(`${BASE}/reminders`)?.body).toEqual({
      ...DEFAULT_REMINDER_PREFERENCES,
      days60: false,
    });
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(false));
    expect(
      (
        within(section('Reminders')).getByRole('checkbox', {
          name: 'Every week while overdue',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
  });

  it('creates the feed and shows its link once, with Copy and the instructions', async () => {
    signIn();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const api = mockApi(
      routesWith(complianceOverview([obligation()]), {
        [`POST ${BASE}/feed`]: { data: { url: FEED_URL, createdAt: '2026-11-25T10:00:00.000Z' } },
      }),
    );
    renderRoute('/dashboard/compliance');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to your calendar' }));
    const feed = section('Calendar feed');
    const link = await within(feed).findByRole('textbox', { name: 'Your private calendar link' });
    expect((link as HTMLInputElement).value).toBe(FEED_URL);
    expect(feed.textContent).toContain('Copy this link now: it is shown only once.');
    expect(feed.textContent).toContain('A private feed is active since Nov 25, 2026');
    expect(feed.textContent).toContain('Subscribe from web');
    fireEvent.click(within(feed).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(FEED_URL);
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `${BASE}/feed`,
    ]);
  });

  it('an active feed: says since when, never shows its link again, and stops after a confirmation', async () => {
    signIn();
    const api = mockApi(
      routesWith(
        complianceOverview([obligation()], {
          feed: { url: null, createdAt: '2026-10-01T10:00:00.000Z' },
        }),
        { [`DELETE ${BASE}/feed`]: { data: { url: null, createdAt: null } } },
      ),
    );
    renderRoute('/dashboard/compliance');
    expect(await screen.findByText(/A private feed is active since Oct 1, 2026/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your private calendar link' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Create a new link' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop the feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop the calendar feed?' });
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop the feed' }));
    expect(await screen.findByText('The calendar feed is stopped.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add to your calendar' })).toBeTruthy();
    expect(api.callTo(`${BASE}/feed`)?.method).toBe('DELETE');
  });

  it('"Create a new link" asks first, then rotates the feed and shows the new link once', async () => {
    signIn();
    const api = mockApi(
      routesWith(
        complianceOverview([obligation()], {
          feed: { url: null, createdAt: '2026-10-01T10:00:00.000Z' },
        }),
        {
          [`POST ${BASE}/feed`]: {
            data: { url: `${FEED_URL}?v=2`, createdAt: '2026-11-25T10:00:00.000Z' },
          },
        },
      ),
    );
    renderRoute('/dashboard/compliance');
    fireEvent.click(await screen.findByRole('button', { name: 'Create a new link' }));
    // The old link stops at once: nothing is sent before the customer confirms.
    const ask = within(await screen.findByRole('dialog', { name: 'Create a new link?' }));
    expect(api.callTo(`${BASE}/feed`)).toBeUndefined();
    fireEvent.click(ask.getByRole('button', { name: 'Create a new link' }));
    const link = await screen.findByRole('textbox', { name: 'Your private calendar link' });
    expect((link as HTMLInputElement).value).toBe(`${FEED_URL}?v=2`);
    expect(section('Calendar feed').textContent).toContain('active since Nov 25, 2026');
    expect(api.callTo(`${BASE}/feed`)?.method).toBe('POST');
  });

  it('saves the fiscal year and tax classification; the list is the one recomputed', async () => {
    signIn();
    const recomputed = complianceOverview(
      [obligation({ id: 'ob-1120', title: 'Form 1120', agency: 'IRS', period: '2027' })],
      {
        basis: {
          ...complianceOverview([]).basis,
          fiscalYearEndMonth: 6,
          taxClassification: 'c_corporation',
        },
      },
    );
    const api = mockApi(
      routesWith(complianceOverview([obligation()]), {
        [`PUT ${BASE}/settings`]: { data: recomputed },
      }),
    );
    renderRoute('/dashboard/compliance');
    const settings = await screen.findByRole('region', { name: 'Settings' });
    fireEvent.change(within(settings).getByLabelText('Fiscal year ends in'), {
      target: { value: '6' },
    });
    fireEvent.click(within(settings).getByRole('radio', { name: /C-corporation election/ }));
    fireEvent.click(within(settings).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Saved. Your deadlines were computed again.')).toBeTruthy();
    expect(api.callTo(`${BASE}/settings`)?.body).toEqual({
      fiscalYearEndMonth: 6,
      taxClassification: 'c_corporation',
    });
    expect(await screen.findByRole('button', { name: /Form 1120/ })).toBeTruthy();
    expect(screen.getByText(/fiscal year ends June · taxed as a C-corporation/)).toBeTruthy();
  });
});
