import { useId, useState, type FormEvent } from 'react';
import { friendlyMessage } from '@charterline/shared/error-display';
import type { TPhoneDestination, TPhoneLine } from '@charterline/shared/schemas/phone-line';
import { type CountryCode, ZPhone } from '@charterline/shared/schemas/phone';
import { Button } from '@/components/ui/button';
import { PhoneInput } from '@/components/ui/phone-input';
import { errorsByField } from '@/lib/form-errors';
import { useUpdatePhoneLine } from '../api/update-phone-line';
import { destinationNames, destinationProblem } from '../destinations';
import { useFounderPhone } from '../hooks/use-founder-phone';
import { formatSender } from '../phone-format';
import { PhoneRates } from './phone-rates';

const FIELDS = ['forwardTo'] as const;
const FIELD_CODES = {
  PHONE_FORWARD_TO_SELF: 'forwardTo',
  PHONE_DESTINATION_NOT_ALLOWED: 'forwardTo',
};

type TProps = { line: TPhoneLine; destinations: readonly TPhoneDestination[] };

/**
 * Where calls go: a forwarding number in an allowed country (save, stop), or voicemail when
 * there is none. A number elsewhere is refused next to the field, before and by the API.
 * Without one, the field starts with the founder's own number from sign-up (issue 36), not
 * saved until they save it; a number typed without "+code" is read in the founder's country.
 */
const ForwardingForm = ({
  line,
  destinations,
  ownNumber,
  country,
}: TProps & { ownNumber: string | null; country: CountryCode }) => {
  const update = useUpdatePhoneLine({ silent: true });
  const offered = line.forwardTo ? null : ownNumber;
  const [value, setValue] = useState(line.forwardTo ?? offered ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = (forwardTo: string | null) => {
    setErrors({});
    update.mutate(
      { forwardTo },
      { onError: (error) => setErrors(errorsByField(error, FIELDS, { byCode: FIELD_CODES })) },
    );
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZPhone.safeParse(value);
    if (!checked.success)
      return setErrors({ forwardTo: friendlyMessage(checked.error.issues[0]?.message ?? '') });
    const elsewhere = destinationProblem(checked.data, destinations);
    if (elsewhere) return setErrors({ forwardTo: elsewhere });
    send(checked.data);
  };
  return (
    <form onSubmit={save} noValidate aria-labelledby="phone-calls-go-heading" className="space-y-3">
      <div>
        <h3 id="phone-calls-go-heading" className="text-sm font-semibold text-slate-900">
          Where calls go
        </h3>
        <p className="text-sm text-slate-600">
          {line.forwardTo
            ? `Calls are forwarded to ${formatSender(line.forwardTo)}.`
            : 'Calls go to voicemail.'}
        </p>
      </div>
      <PhoneInput
        key={line.forwardTo ?? 'none'}
        label="Forward calls to"
        name="forwardTo"
        value={value}
        onChange={setValue}
        error={errors.forwardTo}
        hint={`${offered && value === offered ? 'Filled in with your own phone number: save it to forward calls there. ' : ''}A number in ${destinationNames(destinations)}. Each minute is charged from your credit at that country's rate (see the rates below); a call lasts as long as your credit pays for, and with less than a minute's credit calls go to voicemail.`}
        defaultCountry={country}
      />
      {errors.form ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          size="sm"
          loading={update.isPending && update.variables.forwardTo !== null}
        >
          Save forwarding number
        </Button>
        {line.forwardTo ? (
          <Button
            size="sm"
            variant="neutral"
            appearance="outlined"
            loading={update.isPending && update.variables.forwardTo === null}
            onClick={() => {
              setValue('');
              send(null);
            }}
          >
            Stop forwarding
          </Button>
        ) : null}
      </div>
    </form>
  );
};

/** "E-mail me when a text or voicemail arrives": a switch saved at once. */
const NotifySwitch = ({ line }: { line: TPhoneLine }) => {
  const update = useUpdatePhoneLine({ silent: false });
  const labelId = useId();
  const on = update.isPending
    ? (update.variables.notifyByEmail ?? line.notifyByEmail)
    : line.notifyByEmail;
  return (
    <div className="flex items-center justify-between gap-4 border-t border-slate-100 pt-4">
      <span id={labelId} className="text-sm font-medium text-slate-800">
        E-mail me when a text or voicemail arrives
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        disabled={update.isPending}
        onClick={() => update.mutate({ notifyByEmail: !line.notifyByEmail })}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 ${on ? 'bg-brand-700' : 'bg-slate-300'}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5' : 'translate-x-0.5'}`}
        />
      </button>
    </div>
  );
};

export const LineSettings = ({ line, destinations }: TProps) => {
  const founder = useFounderPhone(destinations);
  return (
    <section
      aria-labelledby="phone-settings-heading"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="phone-settings-heading" className="text-lg font-semibold text-slate-900">
        Settings
      </h2>
      {/* Started again when the founder's number or country arrives (they load beside the line). */}
      <ForwardingForm
        key={`${founder.ownNumber ?? ''}-${founder.country}`}
        line={line}
        destinations={destinations}
        {...founder}
      />
      <PhoneRates destinations={destinations} />
      <NotifySwitch line={line} />
    </section>
  );
};
