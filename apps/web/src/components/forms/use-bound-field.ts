import { useController } from 'react-hook-form';

/** A field of the FormProvider's form (by its name) and what else runs when it changes. */
export const useBoundField = <T>(name: string, onChange?: (value: T) => void) => {
  const { field } = useController({ name });
  return {
    value: field.value as T,
    set: (value: T) => {
      field.onChange(value);
      onChange?.(value);
    },
  };
};
