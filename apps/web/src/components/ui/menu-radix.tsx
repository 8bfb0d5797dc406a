import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

// The dropdown menu on Radix. Pages use ./menu, which loads this file on first use.

export type TMenuProps = {
  trigger: ReactNode;
  children: ReactNode;
  align?: 'start' | 'end';
  label?: string;
};

/** A dropdown menu: arrow keys move, Enter picks, Escape closes. */
export const Menu = ({ trigger, children, align = 'end', label }: TMenuProps) => (
  <RadixMenu.Root modal={false}>
    <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
    <RadixMenu.Portal>
      <RadixMenu.Content
        align={align}
        sideOffset={8}
        aria-label={label}
        className="z-50 min-w-56 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-slate-200"
      >
        {children}
      </RadixMenu.Content>
    </RadixMenu.Portal>
  </RadixMenu.Root>
);

export type TMenuItemProps = {
  children: ReactNode;
  onSelect?: () => void;
  disabled?: boolean;
  icon?: ReactNode;
  className?: string;
};

export const MenuItem = ({ children, onSelect, disabled, icon, className }: TMenuItemProps) => (
  <RadixMenu.Item
    disabled={disabled}
    onSelect={onSelect}
    className={clsx(
      'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none select-none',
      'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900',
      className,
    )}
  >
    {icon}
    {children}
  </RadixMenu.Item>
);

export const MenuLabel = ({ children }: { children: ReactNode }) => (
  <RadixMenu.Label className="px-3 py-2">{children}</RadixMenu.Label>
);

export const MenuSeparator = () => <RadixMenu.Separator className="my-1 h-px bg-slate-200" />;
