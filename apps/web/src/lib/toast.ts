import type * as SonnerModule from 'sonner';

// The toast library is loaded with the first toast, not with the page: /login must fit its
// JavaScript budget (decision 0080). Sonner replays the toasts still showing to a Toaster
// that subscribes late, so a toast fired before the chunk arrives is not lost. The Toaster
// itself is UI: components/ui/toast.tsx, which waits for `toastWanted`.
type TSonner = typeof SonnerModule;
type TToastOptions = {
  id?: string | number;
  description?: string;
  /** A button in the toast (the vault's "Undo" after a delete). */
  action?: { label: string; onClick: () => void };
};

let loading: Promise<TSonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/** The toast library, loaded once; the first call tells the Toaster to mount. */
export const loadSonner = (): Promise<TSonner> => {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  loading ??= import('sonner');
  return loading;
};

const show =
  (kind: 'success' | 'error') =>
  (message: string, options?: TToastOptions): void => {
    void loadSonner().then(({ toast }) => toast[kind](message, options));
  };

export const toast = { success: show('success'), error: show('error') };

/** Whether a toast was asked for (the Toaster renders nothing before). */
export const toastWanted = (): boolean => wanted;

export const subscribeToastWanted = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
