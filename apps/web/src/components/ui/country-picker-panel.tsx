import { Command } from 'cmdk';
import { Check, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  addRecentCountry,
  countryByCode,
  quickCountries,
  searchCountries,
  type TCountry,
} from '@charterline/shared/countries';
import { Dialog } from './dialog';

/** Where the countries chosen last are kept, newest first (docs/product.md § Countries). */
export const RECENT_COUNTRIES_KEY = 'recent_countries';

const readRecent = (): string[] => {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(RECENT_COUNTRIES_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
};

const remember = (code: string): void => {
  try {
    window.localStorage.setItem(
      RECENT_COUNTRIES_KEY,
      JSON.stringify(addRecentCountry(readRecent(), code)),
    );
  } catch {
    // Storage full or blocked: the list simply has no recent countries.
  }
};

const HEADING =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-slate-500 [&_[cmdk-group-heading]]:uppercase';

/** The dialog of the country picker: a search box over grouped, keyboard-navigable rows. */
const CountryPickerPanel = ({
  title,
  value,
  onChoose,
  onClose,
}: {
  title: string;
  value: string | undefined;
  onChoose: (code: string) => void;
  onClose: () => void;
}) => {
  const [query, setQuery] = useState('');
  const groups = useMemo((): { heading: string; countries: TCountry[] }[] => {
    if (query.trim()) return [{ heading: 'Matches', countries: searchCountries(query) }];
    const recent = readRecent()
      .map((c) => countryByCode(c))
      .filter((c): c is TCountry => Boolean(c));
    return [
      { heading: 'Recent', countries: recent },
      { heading: 'Popular', countries: quickCountries() },
      { heading: 'All countries', countries: searchCountries('') },
    ].filter((g) => g.countries.length > 0);
  }, [query]);
  const choose = (code: string) => {
    remember(code);
    onChoose(code);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      className="p-4 max-sm:top-4 max-sm:translate-y-0 sm:p-6"
    >
      <Command label={`${title}: search`} shouldFilter={false} loop>
        <div className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-100">
          <Search size={18} className="text-slate-400" aria-hidden="true" />
          <Command.Input
            autoFocus
            value={query}
            onValueChange={setQuery}
            placeholder="Search countries"
            className="h-11 flex-1 bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-400"
          />
        </div>
        <Command.List className="mt-2 max-h-[min(24rem,55vh)] overflow-y-auto overscroll-contain">
          <Command.Empty className="px-3 py-8 text-center text-sm text-slate-600">
            No country matches “{query}”.
          </Command.Empty>
          {groups.map((g) => (
            <Command.Group key={g.heading} heading={g.heading} className={HEADING}>
              {g.countries.map((c) => (
                <Command.Item
                  key={c.value}
                  value={`${g.heading}:${c.value}`}
                  onSelect={() => choose(c.value)}
                  className="flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-lg px-3 text-base text-slate-800 data-[selected=true]:bg-brand-50"
                >
                  <span>{c.label}</span>
                  {c.value === value ? (
                    <Check size={16} aria-label="chosen" className="text-brand-700" />
                  ) : null}
                </Command.Item>
              ))}
            </Command.Group>
          ))}
        </Command.List>
      </Command>
    </Dialog>
  );
};

export default CountryPickerPanel;
