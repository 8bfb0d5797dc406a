import { useFormContext } from 'react-hook-form';
import { Input, type TInputProps } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useBoundField } from './choice-field';
import { errorAt } from './step-form';

/** A text input bound to a field of the step's form, with its error. */
export const TextField = ({
  name,
  errorPath = name,
  ...props
}: Omit<TInputProps, 'name' | 'error'> & {
  name: string;
  /**
   * Where the schema reports the field's error, when the body's name differs from the
   * field's; null: the field shows none (the optional address lines never did).
   */
  errorPath?: string | null;
}) => {
  const { register, formState } = useFormContext();
  const error = errorPath === null ? undefined : errorAt(formState.errors, errorPath);
  return <Input {...props} {...register(name)} error={error} />;
};

/** A select bound to a field of the step's form. */
export const SelectField = ({
  name,
  label,
  options,
  onChange,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** Runs after the field took the new value. */
  onChange?: (value: string) => void;
}) => {
  const field = useBoundField<string>(name, onChange);
  const { formState } = useFormContext();
  return (
    <Select
      label={label}
      error={errorAt(formState.errors, name)}
      value={field.value || undefined}
      onValueChange={field.set}
      options={options}
    />
  );
};
