import { afterEach, describe, expect, it } from 'vitest';
import { keepHiddenInert } from './inert-while-hidden';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('what a modal layer hides is inert while hidden', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('makes an element the layer hid inert, and gives it back when shown again', async () => {
    document.body.innerHTML = '<aside><a href="/x">Home</a></aside><div id="layer"></div>';
    stop = keepHiddenInert();
    const aside = document.querySelector('aside')!;
    // What the aria-hidden package does when a Radix layer opens, then closes.
    aside.setAttribute('aria-hidden', 'true');
    aside.setAttribute('data-aria-hidden', 'true');
    await settle();
    expect(aside.hasAttribute('inert')).toBe(true);
    aside.removeAttribute('aria-hidden');
    aside.removeAttribute('data-aria-hidden');
    await settle();
    expect(aside.hasAttribute('inert')).toBe(false);
  });

  it('leaves alone what the page itself hid or made inert', async () => {
    document.body.innerHTML = '<svg aria-hidden="true"></svg><section inert></section>';
    stop = keepHiddenInert();
    const svg = document.querySelector('svg')!;
    const section = document.querySelector('section')!;
    svg.setAttribute('aria-hidden', 'true');
    section.setAttribute('aria-hidden', 'true');
    section.setAttribute('data-aria-hidden', 'true');
    section.removeAttribute('aria-hidden');
    section.removeAttribute('data-aria-hidden');
    await settle();
    expect(svg.hasAttribute('inert')).toBe(false);
    // It was inert before the layer: it stays so.
    expect(section.hasAttribute('inert')).toBe(true);
  });
});
