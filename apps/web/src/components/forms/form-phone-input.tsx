import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { CountryCode } from '@charterline/shared/schemas/phone';
import { PhoneInput } from '@/components/ui/phone-input';
import { fieldError } from '@/lib/field-error';

/** A PhoneInput bound to a form field: the field holds E.164 (or what was typed). */
export const FormPhoneInput = <T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  defaultCountry,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  /** The country when the value names none (`preferredPhoneCountry`); else the browser's. */
  defaultCountry?: CountryCode;
}) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <PhoneInput
        label={label}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        error={fieldError(fieldState.error)}
        defaultCountry={defaultCountry}
      />
    )}
  />
);
