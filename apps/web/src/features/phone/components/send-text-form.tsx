import { useState, type FormEvent } from 'react';
import { friendlyMessage } from '@charterline/shared/error-display';
import { formatMoney } from '@charterline/shared/format';
import type { TPhoneDestination, TPhoneLine } from '@charterline/shared/schemas/phone-line';
import { ZPhone } from '@charterline/shared/schemas/phone';
import { TextArea } from '@/components/forms/text-area';
import { Button } from '@/components/ui/button';
import { PhoneInput } from '@/components/ui/phone-input';
import { errorsByField } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSendText } from '../api/send-text';
import { destinationNames, destinationProblem, textEstimate } from '../destinations';
import { useFounderPhone } from '../hooks/use-founder-phone';

const FIELDS = ['to', 'body'] as const;
const MAX_LENGTH = 1600;

/** A text from the company's number to an allowed country, paid from the credit by its parts. */
export const SendTextForm = ({
  line,
  destinations,
}: {
  line: TPhoneLine;
  destinations: readonly TPhoneDestination[];
}) => {
  const send = useSendText();
  // A recipient is someone else: never prefilled, but read in the founder's country (issue 36).
  const { country } = useFounderPhone(destinations);
  const [to, setTo] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The phone field keeps what was typed: a new key empties it after a text is sent.
  const [sent, setSent] = useState(0);
  const number = ZPhone.safeParse(to);
  const estimate = textEstimate(body, number.success ? number.data : null, destinations);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    const number = ZPhone.safeParse(to);
    if (!number.success) problems.to = friendlyMessage(number.error.issues[0]?.message ?? '');
    const elsewhere = number.success ? destinationProblem(number.data, destinations) : null;
    if (elsewhere) problems.to = elsewhere;
    if (!body.trim()) problems.body = 'Write the message.';
    setErrors(problems);
    if (!number.success || problems.to || problems.body) return;
    send.mutate(
      { to: number.data, body: body.trim() },
      {
        onSuccess: () => {
          setTo('');
          setBody('');
          setSent((n) => n + 1);
          toast.success('Text sent.');
        },
        onError: (error) =>
          setErrors(
            errorsByField(error, FIELDS, { byCode: { PHONE_DESTINATION_NOT_ALLOWED: 'to' } }),
          ),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="phone-send-heading"
      className="space-y-3 border-t border-slate-100 pt-4"
    >
      <div>
        <h3 id="phone-send-heading" className="text-sm font-semibold text-slate-900">
          Send a text
        </h3>
        <p className="text-sm text-slate-600">
          Countries you can text: {destinationNames(destinations)}. Each part of a text costs that
          country&apos;s rate from your credit ({formatMoney(line.creditBalance)} left).
        </p>
      </div>
      <PhoneInput
        key={`${sent}-${country}`}
        label="To"
        name="to"
        value={to}
        onChange={setTo}
        error={errors.to}
        defaultCountry={country}
      />
      <TextArea
        label="Message"
        name="body"
        maxLength={MAX_LENGTH}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={errors.body}
      >
        {estimate ? (
          <p aria-live="polite" className="text-xs text-slate-500">
            {estimate}
          </p>
        ) : null}
      </TextArea>
      {errors.form ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" size="sm" loading={send.isPending}>
        Send text
      </Button>
    </form>
  );
};
