import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_TYPE_MESSAGE } from '@charterline/shared/schemas/documents';
import type { TSupportAttachment } from '@charterline/shared/schemas/support';
import { stubXhr } from '@/test/fake-xhr';
import { signIn } from '@/test/fixtures';
import { setUpRouteTests } from '@/test/route-test-setup';
import { AttachmentPicker } from './attachment-picker';

const pdf = (name: string, bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const uploaded = (n: number, name: string): TSupportAttachment => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  fileName: name,
  contentType: 'application/pdf',
  size: 2048,
});

/** The picker in a form that keeps its value, as the reply box does. */
const Harness = ({ onBusy }: { onBusy: (busy: boolean) => void }) => {
  const [value, setValue] = useState<TSupportAttachment[]>([]);
  return (
    <>
      <AttachmentPicker value={value} onChange={setValue} onBusyChange={onBusy} />
      <output aria-label="Value">{value.map((a) => a.id).join(',')}</output>
    </>
  );
};

const choose = (files: File[]) =>
  fireEvent.change(screen.getByLabelText('Attach files'), { target: { files } });

describe('AttachmentPicker', () => {
  setUpRouteTests();

  it('uploads each file at once with its progress, lists it, and removes it', async () => {
    signIn();
    const xhr = stubXhr();
    const onBusy = vi.fn();
    render(<Harness onBusy={onBusy} />);
    choose([pdf('page-1.pdf'), pdf('page-2.pdf')]);
    expect(xhr.sent).toHaveLength(2);
    const [first, second] = xhr.sent;
    expect(new URL(first?.url ?? '').pathname).toBe('/api/client/care/v1/support/attachments');
    expect(first?.headers.authorization).toBe('Bearer access-1');
    expect((first?.body?.get('file') as File).name).toBe('page-1.pdf');
    await waitFor(() => expect(onBusy).toHaveBeenLastCalledWith(true));
    act(() => first?.progress(40, 100));
    expect(
      screen.getByRole('progressbar', { name: 'Uploading page-1.pdf' }).getAttribute('value'),
    ).toBe('40');
    // Both finish before the form re-renders: neither is lost.
    act(() => {
      first?.respond(201, [uploaded(1, 'page-1.pdf')]);
      second?.respond(201, [uploaded(2, 'page-2.pdf')]);
    });
    const value = screen.getByRole('status', { name: 'Value' });
    await waitFor(() =>
      expect(value.textContent).toBe(
        '00000000-0000-4000-8000-000000000001,00000000-0000-4000-8000-000000000002',
      ),
    );
    await waitFor(() => expect(onBusy).toHaveBeenLastCalledWith(false));
    const files = screen.getByRole('list', { name: 'Attached files' });
    expect(within(files).getByText('page-1.pdf')).toBeTruthy();
    expect(within(files).queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove page-1.pdf' }));
    expect(value.textContent).toBe('00000000-0000-4000-8000-000000000002');
    expect(screen.queryByText('page-1.pdf')).toBeNull();
  });

  it('shows the server refusal next to its file, which can be removed', async () => {
    const xhr = stubXhr();
    render(<Harness onBusy={vi.fn()} />);
    choose([pdf('fake.pdf')]);
    act(() =>
      xhr.sent[0]?.respond(400, {
        message: 'Validation failed',
        errors: [{ code: 'UPLOAD_TYPE', field: 'file', message: UPLOAD_TYPE_MESSAGE }],
      }),
    );
    const item = (await screen.findByText('fake.pdf')).closest('li') as HTMLElement;
    expect((await within(item).findByRole('alert')).textContent).toBe(UPLOAD_TYPE_MESSAGE);
    expect(screen.getByRole('status', { name: 'Value' }).textContent).toBe('');
    fireEvent.click(within(item).getByRole('button', { name: 'Remove fake.pdf' }));
    expect(screen.queryByText('fake.pdf')).toBeNull();
  });

  it('takes at most five files and says so', () => {
    const xhr = stubXhr();
    render(<Harness onBusy={vi.fn()} />);
    choose([1, 2, 3, 4, 5, 6].map((n) => pdf(`page-${n}.pdf`)));
    expect(xhr.sent).toHaveLength(5);
    expect(screen.getByRole('alert').textContent).toContain(
      'You can attach at most 5 files to a message.',
    );
    expect(screen.queryByText('page-6.pdf')).toBeNull();
  });
});
