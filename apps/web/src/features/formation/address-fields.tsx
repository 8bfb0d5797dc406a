import { useFormContext, useWatch } from 'react-hook-form';
import { countryByCode } from '@charterline/shared/countries';
import type { TAddressInput } from '@charterline/shared/schemas/address';
import { CountryPicker } from '@/components/ui/country-picker';
import { useBoundField } from './choice-field';
import { SelectField, TextField } from './form-fields';
import { errorAt } from './step-form';

export const emptyAddress = (country = 'US'): TAddressInput => ({
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country,
});

/** The searchable country picker bound to `{name}.country`; a new country clears the region. */
const CountryField = ({ name, id, error }: { name: string; id: string; error?: string }) => {
  const { setValue } = useFormContext();
  const field = useBoundField<string>(`${name}.country`, () => setValue(`${name}.region`, ''));
  return (
    <CountryPicker
      id={id}
      label="Country"
      value={field.value || undefined}
      onValueChange={field.set}
      error={error}
    />
  );
};

/**
 * A postal address of the step's form, at `name` ("address", "owners.0.address"), with the
 * shared country list and, where the country has them, its regions as a picker. `onlyUs`
 * fixes the country (a registered agent's address).
 */
export const AddressFields = ({
  name,
  onlyUs = false,
  idPrefix,
}: {
  name: string;
  onlyUs?: boolean;
  idPrefix: string;
}) => {
  const { control, formState } = useFormContext();
  const country = useWatch({ control, name: `${name}.country` }) as string;
  const regions = countryByCode(country)?.regions ?? [];
  const countryError = errorAt(formState.errors, `${name}.country`);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id={`${idPrefix}-line1`}
        label="Street address"
        autoComplete="address-line1"
        name={`${name}.line1`}
        className="sm:col-span-2"
      />
      <TextField
        id={`${idPrefix}-line2`}
        label="Apartment, suite (optional)"
        autoComplete="address-line2"
        name={`${name}.line2`}
        errorPath={null}
        className="sm:col-span-2"
      />
      <TextField
        id={`${idPrefix}-city`}
        label="City"
        autoComplete="address-level2"
        name={`${name}.city`}
      />
      <TextField
        id={`${idPrefix}-postal`}
        label="Postal code (optional)"
        autoComplete="postal-code"
        name={`${name}.postalCode`}
        errorPath={null}
      />
      {onlyUs ? null : <CountryField name={name} id={`${idPrefix}-country`} error={countryError} />}
      {regions.length > 0 ? (
        <SelectField
          // The region is optional wherever the country is (issue 36: France said nothing).
          label={onlyUs ? 'State' : 'State or region (optional)'}
          name={`${name}.region`}
          options={regions.map((r) => ({ value: r.value, label: r.label }))}
        />
      ) : (
        <TextField
          id={`${idPrefix}-region`}
          label="State or region (optional)"
          name={`${name}.region`}
          errorPath={null}
        />
      )}
    </div>
  );
};
