/**
 * Radix's modal layers (a dialog, a select's list, a menu) hide the rest of the page from
 * screen readers while they are open: the `aria-hidden` package sets `aria-hidden="true"`
 * on everything outside the layer and marks what it hid with `data-aria-hidden`. What it
 * hides stays focusable, which WCAG 4.1.2 and axe's `aria-hidden-focus` refuse: a keyboard
 * could land where a screen reader is told there is nothing. This makes each element it hides
 * `inert` as well, for as long as it stays hidden (decision 0178).
 */
const MARK = 'data-inert-while-hidden';

const sync = (element: Element) => {
  const hiddenByLayer =
    element.getAttribute('data-aria-hidden') === 'true' &&
    element.getAttribute('aria-hidden') === 'true';
  if (hiddenByLayer && !element.hasAttribute('inert')) {
    element.setAttribute('inert', '');
    element.setAttribute(MARK, '');
  } else if (!hiddenByLayer && element.hasAttribute(MARK)) {
    element.removeAttribute('inert');
    element.removeAttribute(MARK);
  }
};

/** Watches `root` (the body) for what a layer hides and shows again; returns the stop. */
export const keepHiddenInert = (root: HTMLElement = document.body): (() => void) => {
  const observer = new MutationObserver((records) => {
    for (const record of records) if (record.target instanceof Element) sync(record.target);
  });
  observer.observe(root, {
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-hidden', 'data-aria-hidden'],
  });
  return () => observer.disconnect();
};
