import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const TABS = [
  { key: 'profile', label: 'Profile' },
  { key: 'documents', label: 'Documents' },
  { key: 'sharing', label: 'Sharing' },
  { key: 'changes', label: 'Changes' },
] as const;
type TKey = (typeof TABS)[number]['key'];

/** jsdom lays nothing out: a 300 px list of four 100 px tabs, as a phone would. */
const layOut = () => {
  const list = screen.getByRole('tablist');
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: 300 });
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 400 });
  screen.getAllByRole('tab').forEach((tab, i) => {
    Object.defineProperty(tab, 'offsetLeft', { configurable: true, value: i * 100 });
    Object.defineProperty(tab, 'offsetWidth', { configurable: true, value: 100 });
  });
  return list;
};

const Harness = ({ start }: { start: TKey }) => {
  const [current, setCurrent] = useState<TKey>(start);
  return <Tabs name="llc" label="LLC" tabs={TABS} current={current} onSelect={setCurrent} />;
};

describe('Tabs on a narrow screen (issue 36)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('scrolls the selected tab into view and says there is more on either side', () => {
    render(<Harness start="profile" />);
    const list = layOut();
    // Nothing laid out on the first render: the list's own scroll tells the hint again.
    act(() => {
      fireEvent.scroll(list);
    });
    expect(list.parentElement?.getAttribute('data-more')).toBe('end');
    // Every label whole: no tab shrinks or cuts its words.
    for (const tab of screen.getAllByRole('tab')) {
      expect(tab.className).toContain('shrink-0');
      expect(tab.className).toContain('whitespace-nowrap');
    }

    fireEvent.click(screen.getByRole('tab', { name: 'Changes' }));
    expect(list.scrollLeft).toBe(100);
    act(() => {
      fireEvent.scroll(list);
    });
    expect(list.parentElement?.getAttribute('data-more')).toBe('start');
  });

  it('keeps a list that fits as it is, with no hint', () => {
    render(<Harness start="documents" />);
    const list = screen.getByRole('tablist');
    Object.defineProperty(list, 'clientWidth', { configurable: true, value: 400 });
    Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 400 });
    act(() => {
      fireEvent.scroll(list);
    });
    expect(list.parentElement?.getAttribute('data-more')).toBe('none');
  });
});
