import { CreditCard } from 'lucide-react';
import {
  Controller,
  useForm,
  type FieldErrors,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { friendlyMessage } from '@charterline/shared/error-display';
import {
  cardProblems,
  formatCardNumber,
  formatExpiry,
  normaliseCard,
  type TCardFields,
} from '@charterline/shared/rules/card';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

export type TCardField = keyof TCardFields;
/** A problem the server found with one field (its words), shown next to that field. */
export type TFieldProblem = { field: TCardField; message: string };

// The shared card rules as the form's resolver: each field's catalogue code in words.
const resolver: Resolver<TCardFields> = (values) => {
  const problems = cardProblems(values, new Date());
  const errors: FieldErrors<TCardFields> = {};
  for (const [field, code] of Object.entries(problems) as [TCardField, string][]) {
    errors[field] = { type: code, message: friendlyMessage(code) };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** The fields in the order they are shown: the first bad one takes the cursor. */
const FIELDS: TCardField[] = ['cardNumber', 'expiry', 'cvc'];

type TCardInputProps = {
  form: UseFormReturn<TCardFields>;
  name: TCardField;
  label: string;
  /** What the field shows for what was typed (groups, "MM / YY", digits only). */
  format: (typed: string) => string;
  autoComplete: string;
  placeholder: string;
  maxLength: number;
};

/** One card field, formatted as it is typed, its problem in words under it. */
const CardInput = ({ form, name, format, ...input }: TCardInputProps) => (
  <Controller
    control={form.control}
    name={name}
    render={({ field, fieldState }) => (
      <Input
        {...field}
        {...input}
        onChange={(e) => field.onChange(format(e.target.value))}
        inputMode="numeric"
        error={fieldState.error?.message}
      />
    )}
  />
);

type TCardFormProps = {
  busy: boolean;
  /** Pays with the card as the API takes it: the number's digits, the expiry as MM/YY. */
  onPay: (card: TCardFields) => Promise<TFieldProblem | null>;
  /** The submit button's words ("Pay now"; "Save card" when a card is only kept). */
  submitLabel?: string;
};

/**
 * The local provider's card form: the number in groups of four (American Express 4-6-5),
 * the expiry as "MM / YY" however it is typed, checked with the shared rules before it is
 * sent; a bad field says what is wrong next to it.
 */
export const CardForm = ({ busy, onPay, submitLabel = 'Pay now' }: TCardFormProps) => {
  const form = useForm<TCardFields>({
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
    resolver,
    reValidateMode: 'onChange',
    // The form's own focusing runs (again) on a timer after a failed submit, and then takes
    // the cursor back from a field the customer (or a test) has moved to meanwhile: what they
    // type lands in the wrong field. The first bad field is focused once, at once, here.
    shouldFocusError: false,
  });
  const submit = form.handleSubmit(
    async (values) => {
      const problem = await onPay(normaliseCard(values));
      if (problem)
        form.setError(problem.field, { message: problem.message }, { shouldFocus: true });
    },
    (errors, event) => {
      const first = FIELDS.find((field) => errors[field]);
      const element = event?.target as HTMLFormElement | undefined;
      if (first) element?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    },
  );
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-3"
      aria-label="Card details"
    >
      <CardInput
        form={form}
        name="cardNumber"
        label="Card number"
        format={formatCardNumber}
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
      />
      <div className="grid grid-cols-2 gap-3">
        <CardInput
          form={form}
          name="expiry"
          label="Expiry"
          format={formatExpiry}
          autoComplete="cc-exp"
          placeholder="MM / YY"
          maxLength={7}
        />
        <CardInput
          form={form}
          name="cvc"
          label="CVC"
          format={(v) => v.replace(/\D/g, '').slice(0, 4)}
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
        />
      </div>
      <Button type="submit" className="w-full" icon={<CreditCard size={18} />} disabled={busy}>
        {busy ? 'PROCESSING...' : submitLabel}
      </Button>
    </form>
  );
};
