import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CountryPicker } from './country-picker';
import { RECENT_COUNTRIES_KEY } from './country-picker-panel';
import { stubLayoutApis } from '@/test/layout-stubs';

beforeAll(stubLayoutApis);

const Harness = ({ start = 'US' }: { start?: string }) => {
  const [value, setValue] = useState(start);
  return (
    <>
      <CountryPicker label="Country" value={value} onValueChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
};

const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: /Country/ }));
  // hidden: true skips testing-library's visibility check (a getComputedStyle per element),
  // which over the 250 options of the open list cost seconds a query in jsdom.
  return screen.findByRole('dialog', { name: 'Country', hidden: true });
};

const optionsOf = (dialog: HTMLElement) => within(dialog).getAllByRole('option', { hidden: true });

describe('the country picker (issue 17: a 250-item list with no search on a phone)', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the chosen country and is labelled', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Country United States' })).toBeTruthy();
  });

  it('finds a country by an alias and chooses it with a tap', async () => {
    render(<Harness />);
    const dialog = await open();
    fireEvent.change(within(dialog).getByPlaceholderText('Search countries'), {
      target: { value: 'uk' },
    });
    const options = optionsOf(dialog);
    expect(options[0]?.textContent).toBe('United Kingdom');
    fireEvent.click(options[0]!);
    expect(screen.getByTestId('value').textContent).toBe('GB');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('chooses with the keyboard: type, arrow down, Enter', async () => {
    render(<Harness />);
    const dialog = await open();
    const search = within(dialog).getByPlaceholderText('Search countries');
    expect(document.activeElement).toBe(search);
    fireEvent.change(search, { target: { value: 'ger' } }); // Germany, then Algeria, Niger…
    await act(async () => {
      fireEvent.keyDown(search, { key: 'ArrowDown' });
    });
    await act(async () => {
      fireEvent.keyDown(search, { key: 'Enter' });
    });
    expect(screen.getByTestId('value').textContent).toBe('DZ');
  });

  it('lists recent countries first, then the quick list, then all', async () => {
    window.localStorage.setItem(RECENT_COUNTRIES_KEY, JSON.stringify(['NG', 'BR']));
    render(<Harness />);
    const dialog = await open();
    const headings = [...dialog.querySelectorAll('[cmdk-group-heading]')].map((h) => h.textContent);
    expect(headings).toEqual(['Recent', 'Popular', 'All countries']);
    const first = optionsOf(dialog)
      .slice(0, 3)
      .map((o) => o.textContent);
    expect(first).toEqual(['Nigeria', 'Brazil', 'United States']);
    fireEvent.change(within(dialog).getByPlaceholderText('Search countries'), {
      target: { value: 'fra' },
    });
    fireEvent.click(within(dialog).getByRole('option', { name: 'France', hidden: true }));
    expect(JSON.parse(window.localStorage.getItem(RECENT_COUNTRIES_KEY)!)).toEqual([
      'FR',
      'NG',
      'BR',
    ]);
  });

  it('says when nothing matches', async () => {
    render(<Harness />);
    const dialog = await open();
    fireEvent.change(within(dialog).getByPlaceholderText('Search countries'), {
      target: { value: 'atlantis' },
    });
    expect(within(dialog).getByText('No country matches “atlantis”.')).toBeTruthy();
  });
});
