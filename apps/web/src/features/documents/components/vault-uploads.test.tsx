import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UPLOAD_TYPE_MESSAGE } from '@charterline/shared/schemas/documents';
import { signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { stubXhr } from '@/test/fake-xhr';
import { BASE, pdf, renderVault, uploadReady, vaultRoutes as routes } from '@/test/render-vault';
import { setUpRouteTests } from '@/test/route-test-setup';
import { vaultDocument } from '@/test/vault-fixtures';

describe('DocumentsVault uploads', () => {
  setUpRouteTests();

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
    // The refusal arrives after the answer's promise settles.
    expect((await within(item).findByRole('alert')).textContent).toBe(UPLOAD_TYPE_MESSAGE);
  });
  it('uploads a new version of a document', async () => {
    const xhr = await uploadReady();
    fireEvent.change(screen.getByLabelText('File for a new version of Articles of organization'), {
      target: { files: [pdf('articles-v4.pdf')] },
    });
    expect(xhr.sent[0]?.body?.get('versionOf')).toBe('d3');
    expect(xhr.sent[0]?.body?.get('category')).toBe('formation');
    // It keeps the document's title, not the new file's name.
    expect(xhr.sent[0]?.body?.get('title')).toBe('Articles of organization');
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

  it('uploads files dropped on the zone', async () => {
    const xhr = await uploadReady();
    fireEvent.drop(screen.getByTestId('upload-zone'), {
      dataTransfer: { files: [pdf('dropped.pdf')] },
    });
    expect(xhr.sent.map((x) => (x.body?.get('file') as File).name)).toEqual(['dropped.pdf']);
    expect(xhr.sent[0]?.body?.get('category')).toBe('other');
  });
});
