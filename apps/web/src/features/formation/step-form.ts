import { zodResolver } from '@hookform/resolvers/zod';
import {
  set,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { applyFieldErrors } from '@/lib/form-errors';
import { useSaveCompanyStep } from './api/save-company-step';

/** A step's schema: an object in, an object out (the body the API takes). */
type TStepSchema = z.ZodType<FieldValues, FieldValues>;

type TStepFormOptions<TForm extends FieldValues, TSchema extends TStepSchema> = {
  /** The shared schema the server checks the step's body with. */
  schema: TSchema;
  /** The form's values as the API takes them (the schema checks this). */
  toBody: (values: TForm) => z.input<TSchema>;
  /** The step's own checks (errors by path), which win over the schema's on a field. */
  extra?: (values: TForm) => Record<string, string>;
  defaultValues: DefaultValues<TForm>;
  path: string;
  /** After the save, with the body sent (a page may go on by what was chosen). */
  next: (body: z.output<TSchema>) => void;
  successText?: string;
};

/**
 * The resolver: the body checked with the shared schema, then the step's own checks.
 * Errors keep the body's paths, which are the form's field names.
 */
const stepResolver =
  <TForm extends FieldValues, TSchema extends TStepSchema>({
    schema,
    toBody,
    extra = () => ({}),
  }: Pick<TStepFormOptions<TForm, TSchema>, 'schema' | 'toBody' | 'extra'>): Resolver<
    TForm,
    unknown,
    z.output<TSchema>
  > =>
  async (values, context, options) => {
    const check = zodResolver(schema) as unknown as Resolver<TForm, unknown, z.output<TSchema>>;
    const checked = await check(toBody(values) as TForm, context, options);
    const own = Object.entries(extra(values));
    if (own.length === 0) return checked;
    const errors = { ...checked.errors } as FieldErrors<TForm>;
    for (const [path, message] of own) set(errors, path, { type: 'custom', message });
    return { values: {}, errors };
  };

/**
 * A formation step's form (react-hook-form): on CONTINUE the answers are checked with the
 * shared schema (field errors, no call), then posted; the server's field errors land on the
 * same fields. Errors stay until the next CONTINUE; the first field in error is focused.
 */
export const useStepForm = <TForm extends FieldValues, TSchema extends TStepSchema>(
  options: TStepFormOptions<TForm, TSchema>,
) => {
  const save = useSaveCompanyStep<z.output<TSchema>>(options.path, options.successText);
  const form = useForm<TForm, unknown, z.output<TSchema>>({
    defaultValues: options.defaultValues,
    resolver: stepResolver(options),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const submit = form.handleSubmit(
    (body) =>
      save.mutate(body, {
        onSuccess: () => options.next(body),
        onError: (error) => {
          applyFieldErrors(form.setError, 'any', error);
          focusFirstInvalid();
        },
      }),
    focusFirstInvalid,
  );
  return { form, submit: () => void submit(), busy: save.isPending };
};
