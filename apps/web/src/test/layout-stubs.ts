/**
 * What jsdom lacks and Radix's popper or cmdk ask for: ResizeObserver (they measure) and
 * scrollIntoView (cmdk scrolls the active row into view). Call in a beforeAll.
 */
export const stubLayoutApis = (): void => {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
};
