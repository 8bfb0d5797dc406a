import { COUNTRIES, countryByCode, quickCountries } from '@charterline/shared/countries';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

export type TAddressValue = {
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postalCode?: string;
  country: string;
};

export const emptyAddress = (country = 'US'): TAddressValue => ({
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country,
});

// The quick countries first, then every country by name (SPEC.md 9).
const quick = quickCountries();
const COUNTRY_OPTIONS = [
  ...quick,
  ...COUNTRIES.filter((c) => !quick.some((q) => q.value === c.value)),
].map((c) => ({ value: c.value, label: c.label }));

/**
 * A postal address with the shared country list and, where the country has them, its
 * regions as a picker. `onlyUs` fixes the country (a registered agent's address).
 */
export const AddressFields = ({
  value,
  onChange,
  errors = {},
  onlyUs = false,
  idPrefix,
}: {
  value: TAddressValue;
  onChange: (next: TAddressValue) => void;
  errors?: Partial<Record<keyof TAddressValue, string>>;
  onlyUs?: boolean;
  idPrefix: string;
}) => {
  const regions = countryByCode(value.country)?.regions ?? [];
  const set = (patch: Partial<TAddressValue>) => onChange({ ...value, ...patch });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Input
        id={`${idPrefix}-line1`}
        label="Street address"
        autoComplete="address-line1"
        value={value.line1}
        onChange={(e) => set({ line1: e.target.value })}
        error={errors.line1}
        className="sm:col-span-2"
      />
      <Input
        id={`${idPrefix}-line2`}
        label="Apartment, suite (optional)"
        autoComplete="address-line2"
        value={value.line2 ?? ''}
        onChange={(e) => set({ line2: e.target.value })}
        className="sm:col-span-2"
      />
      <Input
        id={`${idPrefix}-city`}
        label="City"
        autoComplete="address-level2"
        value={value.city}
        onChange={(e) => set({ city: e.target.value })}
        error={errors.city}
      />
      <Input
        id={`${idPrefix}-postal`}
        label="Postal code (optional)"
        autoComplete="postal-code"
        value={value.postalCode ?? ''}
        onChange={(e) => set({ postalCode: e.target.value })}
      />
      {onlyUs ? null : (
        <div>
          <Select
            label="Country"
            value={value.country || undefined}
            onValueChange={(country) => set({ country, region: '' })}
            options={COUNTRY_OPTIONS}
          />
          {errors.country ? (
            <p role="alert" className="mt-1.5 text-sm text-red-600">
              {errors.country}
            </p>
          ) : null}
        </div>
      )}
      {regions.length > 0 ? (
        <Select
          label={onlyUs ? 'State' : 'State or region'}
          value={value.region || undefined}
          onValueChange={(region) => set({ region })}
          options={regions.map((r) => ({ value: r.value, label: r.label }))}
        />
      ) : (
        <Input
          id={`${idPrefix}-region`}
          label="State or region (optional)"
          value={value.region ?? ''}
          onChange={(e) => set({ region: e.target.value })}
        />
      )}
    </div>
  );
};
