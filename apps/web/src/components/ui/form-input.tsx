import {
  Controller,
  get,
  type Control,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { CountryCode } from '@charterline/shared/schemas/phone';
import { fieldError } from '@/lib/field-error';
import { Input, type TInputProps } from './input';
import { PhoneInput } from './phone-input';

/** An Input registered on a react-hook-form form, showing that field's error in words. */
export const FormInput = <T extends FieldValues>({
  form,
  name,
  ...props
}: Omit<TInputProps, 'name' | 'error' | 'form'> & {
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  name: Path<T>;
}) => (
  <Input
    {...props}
    {...form.register(name)}
    error={fieldError(get(form.formState.errors, name) as Parameters<typeof fieldError>[0])}
  />
);

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
