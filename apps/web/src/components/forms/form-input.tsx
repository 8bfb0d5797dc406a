import { useFormContext, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Input, type TInputProps } from '@/components/ui/input';
import { errorAt } from '@/lib/field-error';

/**
 * An Input registered on a react-hook-form form (the `form` given, else the FormProvider's),
 * showing that field's error in words.
 */
export const FormInput = <T extends FieldValues = FieldValues>({
  form,
  name,
  errorPath = name,
  ...props
}: Omit<TInputProps, 'name' | 'error' | 'form'> & {
  form?: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  name: Path<T>;
  /** Where the schema reports the field's error, when the body's name differs from the field's. */
  errorPath?: string;
}) => {
  const context = useFormContext<T>() as UseFormReturn<T> | null;
  const { register, formState } = (form ?? context)!;
  return <Input {...props} {...register(name)} error={errorAt(formState.errors, errorPath)} />;
};
