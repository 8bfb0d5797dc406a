import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadSonner, subscribeToastWanted, toastWanted } from '@/lib/toast';
import { useMediaQuery } from '@/lib/use-media-query';

/**
 * Toasts top-right, 4 visible, 4000 ms each (docs/product.md § Constants). They sit below the
 * 64 px header (decision 0134): on a phone a toast spans the width and would cover the menu button, and
 * hovering a toast pauses it, so a tap aimed at the menu kept it there.
 */
export const TOAST_OPTIONS = {
  position: 'top-right',
  visibleToasts: 4,
  duration: 4000,
  offset: { top: 72, right: 24 },
  mobileOffset: { top: 72, left: 16, right: 16 },
} as const;

/**
 * Below 768 px (the layout's mobile cutoff, LAYOUT in packages/shared) they rise from the bottom instead (issue 36,
 * decision 0189): below the header they covered the page's title, which is what a phone
 * shows first, and the menu button above it.
 */
export const PHONE_TOAST_OPTIONS = {
  ...TOAST_OPTIONS,
  position: 'bottom-center',
  mobileOffset: { bottom: 16, left: 16, right: 16 },
} as const;

const PHONE = '(max-width: 767px)';

const LazyToaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await loadSonner();
  const PlacedToaster = () => {
    const phone = useMediaQuery(PHONE);
    return (
      <SonnerToaster {...(phone ? PHONE_TOAST_OPTIONS : TOAST_OPTIONS)} richColors closeButton />
    );
  };
  return { default: PlacedToaster };
});

/** Renders nothing until the first toast; then the toaster, from its own chunk. */
export const Toaster = () => {
  const needed = useSyncExternalStore(subscribeToastWanted, toastWanted, () => false);
  return needed ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
};
