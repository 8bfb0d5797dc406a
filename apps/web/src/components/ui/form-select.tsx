import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fieldError } from '@/lib/field-error';
import { Select } from './select';

/** A Select bound to a react-hook-form field, showing that field's error in words. */
export const FormSelect = <T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  options,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  options: readonly { value: string; label: string }[];
}) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <Select
        label={label}
        value={typeof field.value === 'string' ? field.value : undefined}
        onValueChange={field.onChange}
        options={options}
        error={fieldError(fieldState.error)}
      />
    )}
  />
);
