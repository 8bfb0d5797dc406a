import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDashboardConfig } from './dashboard-config';

const Probe = () => {
  useDashboardConfig();
  return null;
};

describe('useDashboardConfig', () => {
  it('throws outside its provider', () => {
    // React reports the thrown error on the console; this test expects exactly that.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(
      'useDashboardConfig must be used inside <DashboardConfigProvider>',
    );
    spy.mockClear();
  });
});
