import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UploadPanel } from '@/features/documents/components/upload-panel';

describe('hints for a mouse are not shown to a finger (issue 36)', () => {
  it('says "Drop … here" only where a pointer can drop, and what a finger does instead', () => {
    render(<UploadPanel onFiles={vi.fn()} />);
    const drop = screen.getByText(/^Drop PDF, PNG or JPEG files here/);
    expect(drop.className).toContain('pointer-coarse:hidden');
    const touch = screen.getByText('PDF, PNG or JPEG files, 10 MB each');
    expect(touch.className).toContain('hidden');
    expect(touch.className).toContain('pointer-coarse:inline');
  });
});
