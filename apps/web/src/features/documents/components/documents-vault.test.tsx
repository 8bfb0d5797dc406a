import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_TYPE_MESSAGE } from '@charterline/shared/schemas/documents';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toast';
import { queryClient } from '@/lib/query-client';
import { stubXhr } from '@/test/fake-xhr';
import { signIn } from '@/test/fixtures';
import { setViewportWidth } from '@/test/match-media';
import { mockApi, type TMockAnswer } from '@/test/mock-api';
import { setUpRouteTests } from '@/test/route-test-setup';
import { ARTICLES, vaultDocument } from '@/test/vault-fixtures';
import { DocumentsVault } from './documents-vault';

const BASE = '/client/company/v7/documents';
const STATEMENT = vaultDocument();
const PAGE = '/dashboard/llc-management';

/** The vault as its tab shows it, under a router whose URL the test reads. */
const renderVault = (search = '?tab=documents') => {
  const router = createMemoryRouter([{ path: PAGE, element: <DocumentsVault /> }], {
    initialEntries: [`${PAGE}${search}`],
  });
  render(
    // The app's providers (features do not import app/): the real query client and toaster.
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
};

const routes = (extra: Record<string, TMockAnswer | (() => TMockAnswer)> = {}) => ({
  [`GET ${BASE}`]: { data: [STATEMENT, ARTICLES] },
  ...extra,
});

/** The vault listed, with uploads recorded instead of sent. */
const uploadReady = async () => {
  signIn();
  const xhr = stubXhr();
  mockApi(routes());
  renderVault();
  await screen.findByRole('rowheader', { name: /Articles of organization/ });
  return xhr;
};

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

describe('DocumentsVault', () => {
  setUpRouteTests();

  it('lists each document with its category, source and versions', async () => {
    signIn();
    const api = mockApi(routes());
    renderVault();
    const row = (await screen.findByRole('rowheader', { name: /Bank statement March/ })).closest(
      'tr',
    );
    expect(row?.textContent).toContain('Banking');
    expect(row?.textContent).toContain('Uploaded by you');
    expect(row?.textContent).toContain('51 KB');
    const articles = screen
      .getByRole('rowheader', { name: /Articles of organization/ })
      .closest('tr');
    expect(articles?.textContent).toContain('From Charterline');
    expect(articles?.textContent).toContain('v3 · 3 versions');
    // Staff and portal documents cannot be deleted by the customer.
    expect(within(articles as HTMLElement).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(row as HTMLElement).getByRole('button', { name: /Delete/ })).toBeTruthy();
    expect(api.unanswered).toEqual([]);
  });

  it('keeps search (debounced), category and sort in the URL and asks the server with them', async () => {
    signIn();
    const api = mockApi(
      routes({
        [`GET ${BASE}?q=march`]: { data: [STATEMENT] },
        [`GET ${BASE}?q=march&category=banking`]: { data: [STATEMENT] },
        [`GET ${BASE}?q=march&category=banking&sort=name`]: { data: [STATEMENT] },
      }),
    );
    const router = renderVault();
    await screen.findByRole('rowheader', { name: /Articles of organization/ });
    fireEvent.change(screen.getByLabelText('Search documents'), { target: { value: ' march' } });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=documents&q=march'));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: /Articles of organization/ })).toBeNull(),
    );
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'banking' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } });
    await waitFor(() =>
      expect(api.callTo(`${BASE}?q=march&category=banking&sort=name`)).toBeTruthy(),
    );
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('name');
    expect(api.unanswered).toEqual([]);
  });

  it('uploads several files, each with its progress, and refuses a wrong type before sending', async () => {
    signIn();
    const xhr = stubXhr();
    const api = mockApi(routes());
    renderVault();
    await screen.findByRole('rowheader', { name: /Articles of organization/ });
    fireEvent.change(screen.getByLabelText('Upload as'), { target: { value: 'tax' } });
    fireEvent.change(screen.getByLabelText('Tags (comma-separated)'), {
      target: { value: ' 2026, irs ' },
    });
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('Files to upload'), {
      target: { files: [pdf('w9.pdf'), notes, pdf('k1.pdf')] },
    });
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    const refused = within(uploads).getByText('notes.txt').closest('li') as HTMLElement;
    expect(within(refused).getByRole('alert').textContent).toBe(UPLOAD_TYPE_MESSAGE);
    expect(xhr.sent.map((x) => (x.body?.get('file') as File).name)).toEqual(['w9.pdf', 'k1.pdf']);
    const [first] = xhr.sent;
    expect(first?.method).toBe('POST');
    expect(new URL(first?.url ?? '').pathname).toBe(`/api${BASE}`);
    expect(first?.headers.authorization).toBe('Bearer access-1');
    expect(first?.body?.get('category')).toBe('tax');
    expect(first?.body?.get('tags')).toBe('2026, irs');
    expect(first?.body?.get('versionOf')).toBeNull();
    act(() => first?.progress(50, 100));
    const bar = within(uploads).getByRole('progressbar', { name: 'Uploading w9.pdf' });
    expect(bar.getAttribute('value')).toBe('50');
    const listCalls = () => api.calls.filter((c) => c.path === BASE).length;
    const before = listCalls();
    act(() => first?.respond(200, [vaultDocument({ id: 'd9', title: 'w9' })]));
    await waitFor(() => expect(listCalls()).toBe(before + 1));
    expect(within(uploads).getByText('w9.pdf').closest('li')?.textContent).toContain('Uploaded');
  });

  it('shows the server refusal next to its file', async () => {
    const xhr = await uploadReady();
    fireEvent.change(screen.getByLabelText('Files to upload'), {
      target: { files: [pdf('fake.pdf')] },
    });
    act(() =>
      xhr.sent[0]?.respond(400, {
        message: 'Validation failed',
        errors: [{ code: 'UPLOAD_TYPE', field: 'file', message: UPLOAD_TYPE_MESSAGE }],
      }),
    );
    const item = (await screen.findByText('fake.pdf')).closest('li') as HTMLElement;
    expect(within(item).getByRole('alert').textContent).toBe(UPLOAD_TYPE_MESSAGE);
  });

  it('uploads a new version of a document', async () => {
    const xhr = await uploadReady();
    fireEvent.change(screen.getByLabelText('File for a new version of Articles of organization'), {
      target: { files: [pdf('articles-v4.pdf')] },
    });
    expect(xhr.sent[0]?.body?.get('versionOf')).toBe('d3');
    expect(xhr.sent[0]?.body?.get('category')).toBe('formation');
  });

  it('lists the versions of a document, each downloadable', async () => {
    signIn();
    const versions = [1, 2, 3].map((v) =>
      vaultDocument({ ...ARTICLES, id: `d3-${v}`, version: v, fileName: `articles-v${v}.pdf` }),
    );
    mockApi(routes({ [`GET ${BASE}/d3/versions`]: { data: versions } }));
    renderVault();
    fireEvent.click(await screen.findByRole('button', { name: /v3 · 3 versions/ }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Versions of Articles of organization',
    });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((i) => i.textContent?.split('articles')[0])).toEqual([
      'Version 3 (latest)',
      'Version 2',
      'Version 1',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Download version 1' })).toBeTruthy();
  });

  it('deletes after confirming, offers Undo, and restores from "Show deleted"', async () => {
    signIn();
    const deleted = vaultDocument({
      deletedAt: '2026-11-24T10:00:00.000Z',
      purgeAt: '2026-12-24T10:00:00.000Z',
    });
    const api = mockApi(
      routes({
        [`DELETE ${BASE}/d1`]: { data: null },
        [`POST ${BASE}/d1/restore`]: { data: STATEMENT },
        [`GET ${BASE}?deleted=true`]: { data: [deleted] },
      }),
    );
    const router = renderVault();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Bank statement March' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Bank statement March?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted — you can restore it for 30 days')).toBeTruthy();
    expect(api.callTo(`${BASE}/d1`)?.method).toBe('DELETE');
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.callTo(`${BASE}/d1/restore`)?.method).toBe('POST'));
    api.calls.length = 0;
    fireEvent.click(screen.getByLabelText('Show deleted'));
    expect(new URLSearchParams(router.state.location.search).get('deleted')).toBe('true');
    const row = (await screen.findByRole('rowheader', { name: /Bank statement March/ })).closest(
      'tr',
    );
    expect(row?.textContent).toContain('purged Dec 24, 2026');
    fireEvent.click(
      within(row as HTMLElement).getByRole('button', { name: 'Restore Bank statement March' }),
    );
    await waitFor(() => expect(api.callTo(`${BASE}/d1/restore`)).toBeTruthy());
  });

  it('previews a PDF from the file fetched with the token', async () => {
    signIn();
    URL.createObjectURL = vi.fn(() => 'blob:preview-1');
    URL.revokeObjectURL = vi.fn();
    const api = mockApi(routes({ [`GET ${BASE}/d1/download?inline=1`]: { data: null } }));
    renderVault();
    fireEvent.click(await screen.findByRole('button', { name: 'Preview Bank statement March' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bank statement March' });
    const frame = await within(dialog).findByTitle('Preview of Bank statement March');
    expect(frame.getAttribute('src')).toBe('blob:preview-1');
    expect(api.callTo(`${BASE}/d1/download?inline=1`)?.headers.get('authorization')).toBe(
      'Bearer access-1',
    );
  });

  it('shows cards at 390 px, and a retry after an error', async () => {
    signIn();
    setViewportWidth(390);
    let fail = true;
    mockApi({
      [`GET ${BASE}`]: () =>
        fail ? { status: 503, message: 'Service unavailable' } : { data: [STATEMENT] },
    });
    renderVault();
    const alert = await screen.findByText(
      'The documents could not be loaded.',
      {},
      { timeout: 20_000 },
    );
    fail = false;
    fireEvent.click(
      within(alert.parentElement as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    const cards = await screen.findByRole('list', { name: 'Documents' });
    expect(within(cards).getByRole('heading', { name: 'Bank statement March' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when there is nothing yet, and when nothing matches', async () => {
    signIn();
    mockApi({ [`GET ${BASE}`]: { data: [] }, [`GET ${BASE}?category=tax`]: { data: [] } });
    renderVault();
    expect(await screen.findByRole('heading', { name: 'No documents yet' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'tax' } });
    expect(await screen.findByRole('heading', { name: 'No documents match' })).toBeTruthy();
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const xhr = await uploadReady();
    const big = pdf('scan.pdf');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(screen.getByLabelText('Files to upload'), { target: { files: [big] } });
    const item = screen.getByText('scan.pdf').closest('li') as HTMLElement;
    expect(within(item).getByRole('alert').textContent).toBe('Files can be at most 10 MB');
    expect(xhr.sent).toEqual([]);
  });
});
