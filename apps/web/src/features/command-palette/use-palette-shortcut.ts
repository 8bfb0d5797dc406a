import { useEffect } from 'react';

/**
 * Ctrl+K / Cmd+K toggles the command palette (docs/product.md § Command palette). The
 * dashboard listens itself, so the palette (cmdk and Radix's dialog) can load when it is first
 * opened.
 */
export const usePaletteShortcut = (
  enabled: boolean,
  open: boolean,
  onOpenChange: (open: boolean) => void,
): void => {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        onOpenChange(!open);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, open, onOpenChange]);
};
