/**
 * After the errors are drawn: the first field marked invalid gets the focus, which scrolls it
 * to below the top bar with its label in sight (index.css's scroll-margin-top; issue 17).
 */
export const focusFirstInvalid = (): void => {
  window.requestAnimationFrame(() => {
    document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
  });
};
