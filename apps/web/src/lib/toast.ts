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
  /**
   * What the toast is about ("renewal:<service id>", "document:<id>"): a new toast on the
   * same subject replaces the one still showing, Undo and all, with its own 4 s (issue 36,
   * decision 0189). Cancel then Undo shows one toast, the last word, not a pile.
   */
  subject?: string;
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

/** The toast showing for each subject (it may have gone since: dismissing it is harmless). */
const bySubject = new Map<string, string | number>();

const show =
  (kind: 'success' | 'error') =>
  (message: string, options: TToastOptions = {}): void => {
    const { subject, ...rest } = options;
    void loadSonner().then(({ toast }) => {
      const before = subject === undefined ? undefined : bySubject.get(subject);
      if (before !== undefined) toast.dismiss(before);
      const id = toast[kind](message, rest);
      if (subject !== undefined) bySubject.set(subject, id);
    });
  };

/** Every toast showing goes (a page that says the same in its own words); none: nothing loads. */
const dismiss = (): void => {
  if (wanted) void loadSonner().then(({ toast }) => toast.dismiss());
};

export const toast = { success: show('success'), error: show('error'), dismiss };

/** Whether a toast was asked for (the Toaster renders nothing before). */
export const toastWanted = (): boolean => wanted;

export const subscribeToastWanted = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
