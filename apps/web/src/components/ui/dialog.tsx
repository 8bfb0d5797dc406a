import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

type TDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Clicking outside does not close it (the checkout dialog). */
  modalStrict?: boolean;
  /** The X is shown but disabled (for example while a payment initialises). */
  closeDisabled?: boolean;
  className?: string;
};

/** A modal dialog: focus is trapped inside, Escape and the X close it. */
export const Dialog = ({
  open,
  onOpenChange,
  title,
  description,
  children,
  modalStrict = false,
  closeDisabled = false,
  className,
}: TDialogProps) => (
  <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
    <RadixDialog.Portal>
      {/* The overlay's layer is the content's: a dialog opened from a dialog (Compliance's "I
          filed it myself") dims the first one instead of merging with it. */}
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[1px]" />
      <RadixDialog.Content
        onPointerDownOutside={(e) => (modalStrict ? e.preventDefault() : undefined)}
        onInteractOutside={(e) => (modalStrict ? e.preventDefault() : undefined)}
        onEscapeKeyDown={(e) => (closeDisabled ? e.preventDefault() : undefined)}
        className={clsx(
          'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none',
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">
              {title}
            </RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="mt-1 text-sm text-slate-600">
                {description}
              </RadixDialog.Description>
            ) : null}
          </div>
          <RadixDialog.Close
            disabled={closeDisabled}
            aria-label="Close"
            className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40"
          >
            <X size={20} aria-hidden="true" />
          </RadixDialog.Close>
        </div>
        <div className="mt-4">{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  </RadixDialog.Root>
);
