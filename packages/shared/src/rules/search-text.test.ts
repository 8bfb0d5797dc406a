import { describe, expect, it } from 'vitest';
import { FOLD_FROM, FOLD_TO, foldForSearch, matchesSearch } from './search-text';

describe('search that ignores accents and case', () => {
  it('finds "Café", "Société Générale" and "Léa Martin" from plain letters', () => {
    expect(matchesSearch('Café Lumière', 'cafe')).toBe(true);
    expect(matchesSearch('Société Générale', 'societe')).toBe(true);
    expect(matchesSearch('LÉA  MARTIN', 'lea martin')).toBe(true);
    expect(matchesSearch('Straße GmbH', 'strasse')).toBe(true);
    expect(matchesSearch('Acme', 'cafe')).toBe(false);
    expect(matchesSearch(null, '')).toBe(true);
  });

  it('typed with accents, finds the plain spelling too', () => {
    expect(matchesSearch('Lea Martin', 'Léa')).toBe(true);
    expect(foldForSearch('  Ørsted\tÆble  ')).toBe('orsted aeble');
  });

  it('the SQL pairs map one letter to one, as the JavaScript fold does', () => {
    const from = [...FOLD_FROM];
    const to = [...FOLD_TO];
    expect(from).toHaveLength(to.length);
    expect(to.every((letter) => /^[a-z]$/.test(letter))).toBe(true);
    expect(to[from.indexOf('É')]).toBe('e');
  });
});
