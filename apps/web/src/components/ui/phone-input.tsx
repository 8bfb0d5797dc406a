import { clsx } from 'clsx';
import { getCountries, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { useId, useState } from 'react';
import { QUICK_COUNTRIES } from '@charterline/shared/constants';
import { callingCodeOf, type CountryCode } from '@charterline/shared/schemas/phone';
import { FieldMessage } from './input';

// Issue 17 (decision 0104): a country picker beside the number. The field gives the form
// the number in E.164 when it can read it (else what was typed, which the shared ZPhone
// refuses with its message). Typing "+44 …" picks the country from the number.

const names = new Intl.DisplayNames(['en'], { type: 'region' });
const option = (code: CountryCode) => ({
  code,
  label: `${names.of(code) ?? code} (+${callingCodeOf(code)})`,
});
const ALL = getCountries()
  .map(option)
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));
const QUICK = QUICK_COUNTRIES.map(option);

const isCountry = (code: string | undefined): code is CountryCode =>
  !!code && (getCountries() as string[]).includes(code);

/** The browser's region ("en-GB" → GB), else the US. */
export const browserCountry = (): CountryCode => {
  for (const tag of navigator.languages ?? [navigator.language]) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (isCountry(region)) return region;
    } catch {
      /* not a language tag */
    }
  }
  return 'US';
};

/**
 * The country a phone field starts on when its value names none (issue 36): the country of
 * the founder's own number, else of their address, else the browser's region, else the US.
 * `allowed`: a field that takes only some countries skips the others (then its first).
 */
export const preferredPhoneCountry = ({
  phone,
  country,
  allowed,
}: {
  phone?: string | null | undefined;
  country?: string | null | undefined;
  allowed?: readonly string[];
}): CountryCode => {
  const takes = (code: string | undefined): code is CountryCode =>
    isCountry(code) && (!allowed || allowed.includes(code));
  const candidates = [
    phone ? parsePhoneNumberFromString(phone)?.country : undefined,
    country?.toUpperCase(),
    browserCountry(),
    'US',
    allowed?.[0],
  ];
  return candidates.find(takes) ?? 'US';
};

/**
 * The founder's country from the company's owners: the address of the owner with the
 * signed-in e-mail, else the first owner's; null without owners.
 */
export const founderCountryOf = (
  owners: readonly { email: string; address: { country: string } }[] | undefined,
  email: string | undefined,
): string | null => {
  const mine = owners?.find((o) => email && o.email.toLowerCase() === email.toLowerCase());
  return (mine ?? owners?.[0])?.address.country ?? null;
};

/** What the form holds for the typed text in the chosen country. */
const valueOf = (text: string, country: CountryCode): string => {
  const trimmed = text.trim();
  if (!trimmed) return '';
  return parsePhoneNumberFromString(trimmed, country)?.number ?? trimmed;
};

type TPhoneInputProps = {
  label: string;
  /** E.164 (or what was typed); '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string | undefined;
  hint?: string;
  /** The country when the value names none: the browser's by default. */
  defaultCountry?: CountryCode;
};

export const PhoneInput = ({
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  hint,
  defaultCountry,
}: TPhoneInputProps) => {
  const inputId = useId();
  const [initial] = useState(() => parsePhoneNumberFromString(value));
  const [country, setCountry] = useState<CountryCode>(
    () => initial?.country ?? defaultCountry ?? browserCountry(),
  );
  const [text, setText] = useState(() => (initial ? initial.formatNational() : value));
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;

  const typed = (next: string) => {
    setText(next);
    const found = next.trim().startsWith('+') ? parsePhoneNumberFromString(next)?.country : null;
    if (found) setCountry(found);
    onChange(valueOf(next, found ?? country));
  };
  const picked = (next: CountryCode) => {
    setCountry(next);
    // A number typed with its own "+code" keeps it; a national one is read in the new country.
    onChange(valueOf(text, next));
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex gap-2">
        <div
          className={clsx(
            'relative flex h-11 shrink-0 items-center gap-1 rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm',
            'focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-100',
            error ? 'border-red-500' : 'border-slate-300',
          )}
        >
          <span aria-hidden="true">
            {country} +{callingCodeOf(country)}
          </span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-slate-500">
            <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          <select
            aria-label="Country code"
            value={country}
            onChange={(e) => picked(e.target.value as CountryCode)}
            className="absolute inset-0 cursor-pointer opacity-0"
          >
            <optgroup label="Common">
              {QUICK.map((c) => (
                <option key={`q-${c.code}`} value={c.code}>
                  {c.label}
                </option>
              ))}
            </optgroup>
            <optgroup label="All countries">
              {ALL.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.label}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <input
          id={inputId}
          name={name}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={text}
          onChange={(e) => typed(e.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(
            'h-11 min-w-0 flex-1 rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400',
            'focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none',
            error ? 'border-red-500' : 'border-slate-300',
          )}
        />
      </div>
      <FieldMessage inputId={inputId} error={error} hint={hint} />
    </div>
  );
};
