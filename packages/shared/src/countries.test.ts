import data from 'country-region-data/data.json';
import { describe, expect, it } from 'vitest';
import {
  addRecentCountry,
  COUNTRIES,
  COUNTRY_ALIASES,
  countryByCode,
  quickCountries,
  searchCountries,
} from './countries';

describe('countries (docs/product.md § Countries)', () => {
  it('still equals the maintained package it is generated from', () => {
    const rows = data as {
      countryName: string;
      countryShortCode: string;
      regions: { name: string; shortCode?: string }[];
    }[];
    expect(COUNTRIES).toHaveLength(rows.length);
    expect(COUNTRIES.map((c) => c.value)).toEqual(rows.map((r) => r.countryShortCode));
    expect(COUNTRIES.map((c) => c.regions.length)).toEqual(rows.map((r) => r.regions.length));
    expect(countryByCode('us')?.regions.find((r) => r.value === 'WY')?.label).toBe('Wyoming');
  });

  it('has the quick list in order', () => {
    expect(quickCountries().map((c) => c.value)).toEqual([
      'US',
      'GB',
      'CA',
      'AU',
      'DE',
      'FR',
      'IN',
      'SG',
      'NL',
      'CH',
    ]);
  });

  it('searches by label, code and alias', () => {
    expect(searchCountries('uk')[0]?.value).toBe('GB');
    expect(searchCountries('USA')[0]?.value).toBe('US');
    expect(searchCountries('germ')[0]?.value).toBe('DE');
    expect(searchCountries('de')[0]?.value).toBe('DE');
    expect(searchCountries('cote')[0]?.label).toMatch(/Ivoire/);
    expect(searchCountries('')).toHaveLength(COUNTRIES.length);
    expect(searchCountries('zzzz')).toEqual([]);
    for (const code of Object.values(COUNTRY_ALIASES)) expect(countryByCode(code)).toBeDefined();
  });

  it('keeps at most 10 recent countries, newest first, without duplicates', () => {
    let recent: string[] = [];
    for (const c of ['US', 'GB', 'US', 'CA', 'AU', 'DE', 'FR', 'IN', 'SG', 'NL', 'CH', 'JP']) {
      recent = addRecentCountry(recent, c);
    }
    expect(recent).toEqual(['JP', 'CH', 'NL', 'SG', 'IN', 'FR', 'DE', 'AU', 'CA', 'US']);
  });
});
