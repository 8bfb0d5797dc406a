import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TPublicShare } from '@charterline/shared/schemas/documents';
import { toast } from '@/lib/toast';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

const TOKEN = 'a'.repeat(43);
const PATH = `/client/public/v1/shares/${TOKEN}`;
const SHARE: TPublicShare = {
  companyName: 'Acme Widgets LLC',
  label: 'Chase Bank',
  expiresAt: '2030-01-08T12:00:00.000Z',
  documents: [
    {
      id: 'd1',
      title: 'EIN letter',
      fileName: 'ein.pdf',
      contentType: 'application/pdf',
      size: 245_760,
      previewable: true,
    },
    {
      id: 'd2',
      title: 'Bank statement',
      fileName: 'statement.csv',
      contentType: 'text/csv',
      size: 900,
      previewable: false,
    },
  ],
};

// Issue 20: a share link opens without an account, outside the dashboard.
describe('/shared/:token', () => {
  setUpRouteTests();

  it('shows who shared what with whom, with preview and download, without signing in', async () => {
    const api = mockApi({ [`GET ${PATH}`]: { data: SHARE } });
    const router = renderRoute(`/shared/${TOKEN}`);
    expect(
      await screen.findByRole('heading', {
        name: 'Acme Widgets LLC shared these documents with Chase Bank',
      }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/shared/${TOKEN}`);
    expect(screen.getByText(/works until Jan 8, 2030/)).toBeTruthy();
    const list = within(screen.getByRole('list', { name: 'Shared documents' }));
    expect(list.getByText('ein.pdf · 240 KB')).toBeTruthy();
    expect(list.getByText('statement.csv · 900 B')).toBeTruthy();
    // Only what the browser can show has a preview.
    expect(list.getAllByRole('button', { name: /^Preview/ })).toHaveLength(1);
    const download = list.getByRole('link', { name: 'Download EIN letter' });
    expect(download.getAttribute('href')).toMatch(new RegExp(`${PATH}/documents/d1$`));

    fireEvent.click(list.getByRole('button', { name: 'Preview EIN letter' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'EIN letter' }));
    expect(dialog.getByTitle('EIN letter').getAttribute('src')).toMatch(
      new RegExp(`${PATH}/documents/d1\\?inline=1$`),
    );
    // No account: the call carries no token.
    expect(api.callTo(PATH)?.headers.get('authorization')).toBeNull();
    expect(api.unanswered).toEqual([]);
  });

  it('says the link has expired or was revoked on a 404', async () => {
    const toastError = vi.spyOn(toast, 'error');
    mockApi({
      [`GET ${PATH}`]: {
        status: 404,
        message: 'The requested resource was not found.',
        errors: [{ code: 'NOT_FOUND', message: 'The requested resource was not found.' }],
      },
    });
    renderRoute(`/shared/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'This link has expired or was revoked.' }),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Shared documents' })).toBeNull();
    // The page says it; no toast repeats the API's words.
    expect(toastError).not.toHaveBeenCalled();
  });
});
