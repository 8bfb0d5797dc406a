import { Toaster as SonnerToaster, toast } from 'sonner';

/** SPEC.md 9: toasts top-right, 4 visible, 4000 ms each. */
export const TOAST_OPTIONS = { position: 'top-right', visibleToasts: 4, duration: 4000 } as const;

export const Toaster = () => <SonnerToaster {...TOAST_OPTIONS} richColors closeButton />;

export { toast };
