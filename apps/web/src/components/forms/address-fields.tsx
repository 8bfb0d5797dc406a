import { useFormContext, useWatch } from 'react-hook-form';
import { countryByCode } from '@charterline/shared/countries';
import type { TAddressInput } from '@charterline/shared/schemas/address';
import { CountryPicker } from '@/components/ui/country-picker';
import { errorAt } from '@/lib/field-error';
import { FormInput } from './form-input';
import { FormSelect } from './form-select';
import { useBoundField } from './use-bound-field';

export const emptyAddress = (country = 'US'): TAddressInput => ({
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country,
});

/** The labels that differ by use; the wizard's (formation, LLC changes) unless told. */
type TAddressLabels = { line1: string; line2: string; region: string; postalCode: string };

const WIZARD_LABELS: TAddressLabels = {
  line1: 'Street address',
  line2: 'Apartment, suite (optional)',
  region: 'State or region (optional)',
  postalCode: 'Postal code (optional)',
};

/** The lines of an address with a name (billing, forwarding): the name field comes first. */
export const NAMED_ADDRESS_LABELS = {
  line1: 'Address',
  line2: 'Address line 2 (optional)',
} as const;

/** The searchable country picker; with a region picker, a new country clears the region. */
const CountryField = ({
  path,
  id,
  clears,
}: {
  path: (field: string) => string;
  id: string | undefined;
  clears: boolean;
}) => {
  const { setValue, formState } = useFormContext();
  const field = useBoundField<string>(path('country'), () => {
    if (clears) setValue(path('region'), '');
  });
  return (
    <CountryPicker
      id={id}
      label="Country"
      value={field.value || undefined}
      onValueChange={field.set}
      error={errorAt(formState.errors, path('country'))}
    />
  );
};

/**
 * A postal address of the FormProvider's form, at `name` ("address", "owners.0.address"; ''
 * for a form that is the address), with the shared country list. `regions`: 'picker' shows
 * the country's regions as a picker after the country (a new country clears it), 'text' a
 * free region beside the city. `onlyUs` fixes the country (a registered agent's address).
 * `inGrid`: the fields go in the caller's two-column grid, else in their own.
 */
export const AddressFields = ({
  name = '',
  idPrefix,
  labels,
  regions = 'picker',
  onlyUs = false,
  inGrid = false,
}: {
  name?: string;
  /** Ids `<idPrefix>-line1`, `-line2`, `-city`, `-postal`, `-country`, `-region`. */
  idPrefix?: string;
  labels?: Partial<TAddressLabels>;
  regions?: 'picker' | 'text';
  onlyUs?: boolean;
  inGrid?: boolean;
}) => {
  const words = { ...WIZARD_LABELS, ...labels };
  const path = (field: string) => (name ? `${name}.${field}` : field);
  const id = (field: string) => (idPrefix ? `${idPrefix}-${field}` : undefined);
  const country = useWatch({ name: path('country') }) as string;
  const choices = regions === 'picker' ? (countryByCode(country)?.regions ?? []) : [];
  const region =
    choices.length > 0 ? (
      <FormSelect
        label={onlyUs ? 'State' : words.region}
        name={path('region')}
        options={choices.map((r) => ({ value: r.value, label: r.label }))}
      />
    ) : (
      <FormInput
        id={id('region')}
        label={words.region}
        autoComplete={regions === 'text' ? 'address-level1' : undefined}
        name={path('region')}
      />
    );
  const fields = (
    <>
      <FormInput
        id={id('line1')}
        label={words.line1}
        autoComplete="address-line1"
        name={path('line1')}
        className="sm:col-span-2"
      />
      <FormInput
        id={id('line2')}
        label={words.line2}
        autoComplete="address-line2"
        name={path('line2')}
        className="sm:col-span-2"
      />
      <FormInput id={id('city')} label="City" autoComplete="address-level2" name={path('city')} />
      {regions === 'text' ? region : null}
      <FormInput
        id={id('postal')}
        label={words.postalCode}
        autoComplete="postal-code"
        name={path('postalCode')}
      />
      {onlyUs ? null : (
        <CountryField path={path} id={id('country')} clears={regions === 'picker'} />
      )}
      {regions === 'picker' ? region : null}
    </>
  );
  return inGrid ? fields : <div className="grid gap-4 sm:grid-cols-2">{fields}</div>;
};
