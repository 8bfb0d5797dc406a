import { QUICK_COUNTRIES, RECENT_COUNTRIES_MAX } from './constants';
import { COUNTRIES } from './countries-data';
import type { TCountry } from './country-type';

export type { TCountry };
export { COUNTRIES };

const BY_CODE = new Map(COUNTRIES.map((c) => [c.value, c]));

export const countryByCode = (code: string): TCountry | undefined =>
  BY_CODE.get(code.toUpperCase());

/** The quick list shown first: US, GB, CA, AU, DE, FR, IN, SG, NL, CH. */
export const quickCountries = (): TCountry[] =>
  QUICK_COUNTRIES.map((code) => BY_CODE.get(code)).filter((c): c is TCountry => Boolean(c));

/** Names people type that are not the country's label. */
export const COUNTRY_ALIASES: Record<string, string> = {
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  usa: 'US',
  us: 'US',
  america: 'US',
  'united states of america': 'US',
  uae: 'AE',
  emirates: 'AE',
  holland: 'NL',
  deutschland: 'DE',
  españa: 'ES',
  espana: 'ES',
  schweiz: 'CH',
  suisse: 'CH',
  korea: 'KR',
  'south korea': 'KR',
  russia: 'RU',
  vietnam: 'VN',
  turkey: 'TR',
  türkiye: 'TR',
  czechia: 'CZ',
  bharat: 'IN',
};

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** Countries matching a query by label, ISO code or alias; exact and prefix matches first. */
export const searchCountries = (query: string): TCountry[] => {
  const q = fold(query);
  if (!q) return [...COUNTRIES];
  const alias = COUNTRY_ALIASES[q] ?? COUNTRY_ALIASES[query.trim().toLowerCase()];
  const scored = COUNTRIES.map((c) => {
    const label = fold(c.label);
    const code = c.value.toLowerCase();
    let score = -1;
    if (c.value === alias || code === q) score = 0;
    else if (label === q) score = 1;
    else if (label.startsWith(q)) score = 2;
    else if (label.includes(q)) score = 3;
    return { c, score };
  }).filter((s) => s.score >= 0);
  return scored.sort((a, b) => a.score - b.score).map((s) => s.c);
};

/** Puts a country first in the recent list, without duplicates, keeping at most 10. */
export const addRecentCountry = (recent: readonly string[], code: string): string[] =>
  [code, ...recent.filter((c) => c !== code)].slice(0, RECENT_COUNTRIES_MAX);
