import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TShare, TVaultDocument } from '@charterline/shared/schemas/documents';
import { AppProvider } from '@/app/provider';
import { toast } from '@/lib/toast';
import { signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { setUpRouteTests } from '@/test/route-test-setup';
import { SharePacks } from '@/features/documents/components/share-packs';

const SHARES = '/client/company/v7/documents/shares';
const doc = (id: string, title: string): TVaultDocument => ({
  id,
  kind: 'UPLOAD',
  title,
  fileName: `${id}.pdf`,
  contentType: 'application/pdf',
  size: 1000,
  category: 'banking',
  tags: [],
  source: 'customer',
  versionGroup: id,
  version: 1,
  versionCount: 1,
  createdAt: '2030-01-01T00:00:00.000Z',
  deletedAt: null,
  purgeAt: null,
  canDelete: true,
  previewable: true,
});
const DOCS = [
  doc('11111111-1111-4111-8111-111111111111', 'EIN letter'),
  doc('22222222-2222-4222-8222-222222222222', 'Articles'),
];
const share = (over: Partial<TShare> = {}): TShare => ({
  id: 's1',
  label: 'Chase Bank',
  url: null,
  documents: [{ id: DOCS[0]!.id, title: 'EIN letter', fileName: 'ein.pdf' }],
  createdAt: '2030-01-01T12:00:00.000Z',
  expiresAt: '2030-01-08T12:00:00.000Z',
  revokedAt: null,
  status: 'active',
  accesses: [
    {
      at: '2030-01-02T09:30:00.000Z',
      documentId: DOCS[0]!.id,
      ip: '203.0.113.9',
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    },
    { at: '2030-01-02T09:29:00.000Z', documentId: null, ip: '203.0.113.9', userAgent: 'curl/8' },
  ],
  ...over,
});

const renderTab = () =>
  render(
    <AppProvider>
      <SharePacks />
    </AppProvider>,
  );

// Issue 20: the Sharing tab of LLC Management.
describe('share packs', () => {
  setUpRouteTests();

  it('creates a link and shows its URL once, then lists it without the URL', async () => {
    signIn();
    let created = false;
    const api = mockApi({
      'GET /client/company/v7/documents': { data: DOCS },
      [`GET ${SHARES}`]: () => ({ data: created ? [share({ accesses: [] })] : [] }),
      [`POST ${SHARES}`]: () => {
        created = true;
        return { data: share({ url: 'https://portal.test/shared/secret-token', accesses: [] }) };
      },
    });
    renderTab();
    const form = within(await screen.findByRole('region', { name: 'Create a share link' }));
    expect(screen.getByText('No link yet.')).toBeTruthy();
    // Nothing picked and nobody named: the fields say so, nothing is sent.
    fireEvent.click(form.getByRole('button', { name: 'Create the link' }));
    expect(await form.findByText('Pick at least one document')).toBeTruthy();
    expect(form.getByText('Say who the link is for')).toBeTruthy();
    expect(api.callTo(SHARES)?.method).toBe('GET');

    fireEvent.click(form.getByLabelText('EIN letter'));
    fireEvent.change(form.getByLabelText('Who is it for?'), { target: { value: 'Chase Bank' } });
    fireEvent.change(form.getByLabelText('Days it lasts'), { target: { value: '14' } });
    fireEvent.click(form.getByRole('button', { name: 'Create the link' }));
    const link = await form.findByLabelText('The share link');
    expect((link as HTMLInputElement).value).toBe('https://portal.test/shared/secret-token');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      documentIds: [DOCS[0]!.id],
      label: 'Chase Bank',
      expiresInDays: 14,
    });
    const list = within(await screen.findByRole('list', { name: 'Share links' }));
    expect(list.getByText('Chase Bank')).toBeTruthy();
    expect(list.queryByText(/secret-token/)).toBeNull();
    expect(api.unanswered).toEqual([]);
  });

  it('puts the server refusal next to its field', async () => {
    const toastError = vi.spyOn(toast, 'error');
    signIn();
    mockApi({
      'GET /client/company/v7/documents': { data: DOCS },
      [`GET ${SHARES}`]: { data: [] },
      [`POST ${SHARES}`]: {
        status: 400,
        message: 'Pick documents of this company that are still in the vault.',
        errors: [
          {
            code: 'SHARE_DOCUMENT_UNKNOWN',
            message: 'Pick documents of this company that are still in the vault.',
            field: 'documentIds',
          },
        ],
      },
    });
    renderTab();
    const form = within(await screen.findByRole('region', { name: 'Create a share link' }));
    fireEvent.click(form.getByLabelText('Articles'));
    fireEvent.change(form.getByLabelText('Who is it for?'), { target: { value: 'CPA' } });
    fireEvent.click(form.getByRole('button', { name: 'Create the link' }));
    expect(
      await form.findByText('Pick documents of this company that are still in the vault.'),
    ).toBeTruthy();
    expect(form.queryByLabelText('The share link')).toBeNull();
    // Said once, next to the field: no toast too.
    expect(toastError).not.toHaveBeenCalled();
  });

  it('shows the access log and revokes after confirming', async () => {
    signIn();
    const api = mockApi({
      'GET /client/company/v7/documents': { data: DOCS },
      [`GET ${SHARES}`]: { data: [share()] },
      [`DELETE ${SHARES}/s1`]: {
        data: share({ status: 'revoked', revokedAt: '2030-01-03T10:00:00.000Z' }),
      },
    });
    renderTab();
    const log = within(await screen.findByRole('list', { name: 'Access log of Chase Bank' }));
    const rows = log.getAllByRole('listitem').map((li) => li.textContent);
    expect(rows[0]).toContain('Downloaded EIN letter');
    // The browser in words, not its user-agent string (issue 36).
    expect(rows[0]).toContain('203.0.113.9 · Chrome on Windows');
    expect(rows[0]).not.toContain('Mozilla');
    expect(rows[1]).toContain('Opened the link');
    expect(rows[1]).toContain('203.0.113.9 · curl');

    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke this link?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Revoke the link' }));
    expect(await screen.findByText('Revoked')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull());
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('says when the links cannot be loaded', async () => {
    signIn();
    mockApi({
      'GET /client/company/v7/documents': { data: DOCS },
      [`GET ${SHARES}`]: { status: 500, message: 'Internal error' },
    });
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your share links could not be loaded.',
    );
  });
});
