import { useSyncExternalStore } from 'react';
import { LAYOUT } from '@charterline/shared/constants';

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;
const query = `(max-width: ${LAYOUT.mobileCutoffPx}px)`;

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/**
 * The palette is off on mobile: 768 px or less, or a mobile user agent
 * (docs/product.md § Command palette).
 */
export const usePaletteAvailable = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => !window.matchMedia(query).matches && !MOBILE_UA.test(window.navigator.userAgent),
  );
