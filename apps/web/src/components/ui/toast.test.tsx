import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { setViewportWidth } from '@/test/match-media';
import { Toaster } from './toast';

const toaster = () => document.querySelector('[data-sonner-toaster]');

describe('toasts (issue 36)', () => {
  it('sit at the bottom of a phone, clear of the page’s title; top-right on a wide screen', async () => {
    setViewportWidth(390);
    const { unmount } = render(<Toaster />);
    act(() => toast.success('Saved on the phone'));
    expect(await screen.findByText('Saved on the phone')).toBeTruthy();
    expect(toaster()?.getAttribute('data-y-position')).toBe('bottom');
    unmount();

    setViewportWidth(1280);
    render(<Toaster />);
    act(() => toast.success('Saved on the desk'));
    expect(await screen.findByText('Saved on the desk')).toBeTruthy();
    expect(toaster()?.getAttribute('data-y-position')).toBe('top');
    expect(toaster()?.getAttribute('data-x-position')).toBe('right');
  });

  it('keep one toast per subject: the newer replaces the older, its Undo too', async () => {
    setViewportWidth(1280);
    render(<Toaster />);
    act(() =>
      toast.success('Renewal cancelled. Agent ends on Nov 27, 2027.', {
        subject: 'renewal:s1',
        action: { label: 'Undo', onClick: () => undefined },
      }),
    );
    expect(await screen.findByText(/^Renewal cancelled/)).toBeTruthy();
    act(() =>
      toast.success('Renewal resumed. Agent renews on Nov 27, 2027.', { subject: 'renewal:s1' }),
    );
    expect(await screen.findByText(/^Renewal resumed/)).toBeTruthy();
    // Dismissed at once, not when its own 4 s are up: sonner marks it removed, then it leaves
    // (a 0.2 s animation, slower on a busy machine: its removal mark is what is asserted).
    const older = () =>
      screen.queryByText(/^Renewal cancelled/)?.closest('[data-sonner-toast]') ?? null;
    await waitFor(() => expect(older()?.getAttribute('data-removed') ?? 'true').toBe('true'), {
      timeout: 3000,
    });
    await waitFor(() => expect(older()).toBeNull(), { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    // Another subject stands beside it.
    act(() => toast.success('Copied the address'));
    expect(await screen.findByText('Copied the address')).toBeTruthy();
    expect(screen.getByText(/^Renewal resumed/)).toBeTruthy();
  });
});
