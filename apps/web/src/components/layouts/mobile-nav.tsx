import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The phone's navigation drawer. The dashboard loads it (with Radix's dialog) when the menu
 * button is first reached for, not with the page (decision 0080).
 */
export const MobileNav = ({
  open,
  onOpenChange,
  logo,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  logo: ReactNode;
  children: ReactNode;
}) => (
  <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 md:hidden" />
      <RadixDialog.Content
        className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-[320px] flex-col bg-white shadow-2xl focus:outline-none md:hidden"
        aria-describedby={undefined}
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
          <RadixDialog.Title asChild>
            <span>{logo}</span>
          </RadixDialog.Title>
          <RadixDialog.Close
            aria-label="Close menu"
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X size={20} aria-hidden="true" />
          </RadixDialog.Close>
        </div>
        <div className="flex-1 overflow-y-auto">{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  </RadixDialog.Root>
);
