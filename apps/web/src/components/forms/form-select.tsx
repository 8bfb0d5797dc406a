import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Select } from '@/components/ui/select';
import { fieldError } from '@/lib/field-error';

/**
 * A Select bound to a react-hook-form field (of `control`, else the FormProvider's form),
 * showing that field's error in words. `onChange` runs after the field took the new value.
 */
export const FormSelect = <T extends FieldValues = FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  options,
  onChange,
}: {
  control?: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  onChange?: (value: string) => void;
}) => {
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      label={label}
      value={typeof field.value === 'string' && field.value ? field.value : undefined}
      onValueChange={(value) => {
        field.onChange(value);
        onChange?.(value);
      }}
      options={options}
      error={fieldError(fieldState.error)}
    />
  );
};
