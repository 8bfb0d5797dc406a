import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { setViewportWidth } from '@/test/match-media';
import { mockApi, type TMockAnswer } from '@/test/mock-api';
import { BASE, STATEMENT, renderVault, vaultRoutes as routes } from '@/test/render-vault';
import { setUpRouteTests } from '@/test/route-test-setup';
import { ARTICLES, vaultDocument } from '@/test/vault-fixtures';

/** A document's other actions: its ⋯ menu, then the item (issue 36: one row, one button). */
const chooseAction = async (title: string, action: string) => {
  const trigger = await screen.findByRole('button', { name: `More actions for ${title}` });
  await act(async () => {
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
  });
  // The menu is named by its trigger (Radix's aria-labelledby).
  const menu = await screen.findByRole('menu', { name: `More actions for ${title}` });
  fireEvent.click(within(menu).getByRole('menuitem', { name: action }));
};

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
    // Issue 33: what the company keeps against its quota.
    const meter = await screen.findByRole('meter', { name: 'Storage: 300 MB of 1 GB used' });
    expect(meter.getAttribute('aria-valuenow')).toBe('29');
    // One button and a ⋯ menu per row (issue 36), not five stacked buttons.
    expect(
      within(row as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Download Bank statement March', 'More actions for Bank statement March']);
    // Staff and portal documents cannot be deleted by the customer.
    const staff = within(articles as HTMLElement).getByRole('button', { name: /^More actions/ });
    await act(async () => {
      staff.focus();
      fireEvent.keyDown(staff, { key: 'Enter' });
    });
    const staffMenu = await screen.findByRole('menu', { name: /^More actions for Articles/ });
    expect(within(staffMenu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    expect(within(staffMenu).getByRole('menuitem', { name: 'Edit' })).toBeTruthy();
    fireEvent.keyDown(staffMenu, { key: 'Escape' });
    await chooseAction('Bank statement March', 'Delete');
    expect(
      await screen.findByRole('dialog', { name: 'Delete Bank statement March?' }),
    ).toBeTruthy();
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
    await chooseAction('Bank statement March', 'Delete');
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
    await chooseAction('Bank statement March', 'Preview');
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
  it('edits the title, category and tags, and shows a server field error', async () => {
    signIn();
    let answer: TMockAnswer = {
      status: 400,
      message: 'Validation failed',
      errors: [{ code: 'VALIDATION', field: 'tags.0', message: 'Tags are at most 40 characters' }],
    };
    const api = mockApi(routes({ [`PATCH ${BASE}/d1`]: () => answer }));
    renderVault();
    await chooseAction('Bank statement March', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit document' });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: ' March 2026 ' } });
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: 'tax' } });
    fireEvent.change(within(dialog).getByLabelText('Tags'), {
      target: { value: 'bank, 2026, bank,' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Tags are at most 40 characters',
    );
    expect(api.callTo(`${BASE}/d1`)?.body).toEqual({
      title: 'March 2026',
      category: 'tax',
      tags: ['bank', '2026'],
    });
    answer = { data: vaultDocument({ title: 'March 2026' }) };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
