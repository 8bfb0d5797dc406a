import { afterEach, describe, expect, it, vi } from 'vitest';
import { founderCountryOf, preferredPhoneCountry } from './phone-input';

const spies: { mockRestore: () => void }[] = [];
const languages = (tags: string[]) =>
  spies.push(vi.spyOn(navigator, 'languages', 'get').mockReturnValue(tags));

// Issue 36 (minor): a French founder's phone fields started on +1.
describe('the country a phone field starts on', () => {
  afterEach(() => spies.splice(0).forEach((s) => s.mockRestore()));

  it('follows the founder’s own number, then their address, then the browser, then the US', () => {
    languages(['en']); // an English browser reads as the US
    expect(preferredPhoneCountry({ phone: '+33612345678', country: 'DE' })).toBe('FR');
    expect(preferredPhoneCountry({ phone: null, country: 'fr' })).toBe('FR');
    expect(preferredPhoneCountry({ phone: 'not a number', country: null })).toBe('US');
    languages(['en-GB']);
    expect(preferredPhoneCountry({})).toBe('GB');
  });

  it('skips a country the field does not take', () => {
    languages(['fr-FR']);
    const allowed = ['US', 'CA', 'GB'];
    expect(preferredPhoneCountry({ phone: '+33612345678', country: 'FR', allowed })).toBe('US');
    expect(preferredPhoneCountry({ phone: '+442079460000', country: 'FR', allowed })).toBe('GB');
    expect(preferredPhoneCountry({ country: 'CA', allowed })).toBe('CA');
  });

  it('reads the founder’s country from the owner with their e-mail, else the first owner', () => {
    const owner = (email: string, country: string) => ({ email, address: { country } });
    const owners = [owner('bo@example.com', 'NG'), owner('Lea@Example.fr', 'FR')];
    expect(founderCountryOf(owners, 'lea@example.fr')).toBe('FR');
    expect(founderCountryOf(owners, 'someone@else.com')).toBe('NG');
    expect(founderCountryOf([], 'lea@example.fr')).toBeNull();
    expect(founderCountryOf(undefined, undefined)).toBeNull();
  });
});
