import { lazy, Suspense, useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';

/** SPEC.md 9: toasts top-right, 4 visible, 4000 ms each. */
export const TOAST_OPTIONS = { position: 'top-right', visibleToasts: 4, duration: 4000 } as const;

// The toast library is loaded with the first toast, not with the page: /login must fit its
// JavaScript budget (decision 0080). Sonner replays the toasts still showing to a Toaster
// that subscribes late, so a toast fired before the chunk arrives is not lost.
type TSonner = typeof SonnerModule;
type TToastOptions = { id?: string | number; description?: string };

let loading: Promise<TSonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

const sonner = (): Promise<TSonner> => {
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
    void sonner().then(({ toast }) => toast[kind](message, options));
  };

export const toast = { success: show('success'), error: show('error') };

const LazyToaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await sonner();
  return { default: () => <SonnerToaster {...TOAST_OPTIONS} richColors closeButton /> };
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Renders nothing until the first toast; then the toaster, from its own chunk. */
export const Toaster = () => {
  const needed = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return needed ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
};
