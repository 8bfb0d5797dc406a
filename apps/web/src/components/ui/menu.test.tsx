import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Menu, MenuItem } from './menu';
import { Tooltip } from './tooltip';

// jsdom has no ResizeObserver, which Radix's popper asks for.
beforeAll(() => {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const renderMenu = (onSelect = vi.fn()) => {
  render(
    <Menu
      label="Account"
      trigger={
        <button type="button" aria-label="Account menu">
          AB
        </button>
      }
    >
      <MenuItem onSelect={onSelect}>Log out</MenuItem>
    </Menu>,
  );
  return screen.getByRole('button', { name: 'Account menu' });
};

describe('menus and tooltips whose library loads on first use', () => {
  it('renders the closed trigger as the library would, before the library is here', () => {
    const trigger = renderMenu();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.getAttribute('data-state')).toBe('closed');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the menu on an Enter pressed before the library arrived, focus on its item', async () => {
    const onSelect = vi.fn();
    const trigger = renderMenu(onSelect);
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const item = await screen.findByRole('menuitem', { name: 'Log out' });
    const real = screen.getByRole('button', { name: 'Account menu' });
    expect(real.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(item));
    fireEvent.keyDown(item, { key: 'Enter' });
    await waitFor(() => expect(onSelect).toHaveBeenCalledTimes(1));
  });

  it('keeps the focus on the trigger when the library arrives after a Tab to it', async () => {
    render(
      <Tooltip content="Available after company formation is complete">
        <span role="link" aria-disabled="true" tabIndex={0}>
          LLC MANAGEMENT
        </span>
      </Tooltip>,
    );
    const placeholder = screen.getByRole('link', { name: 'LLC MANAGEMENT' });
    expect(placeholder.getAttribute('data-state')).toBe('closed');
    await act(async () => {
      placeholder.focus();
    });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('LLC MANAGEMENT'));
    await waitFor(() => expect(document.activeElement).not.toBe(placeholder));
    expect(
      (await screen.findAllByText('Available after company formation is complete')).length,
    ).toBeGreaterThan(0);
  });
});
