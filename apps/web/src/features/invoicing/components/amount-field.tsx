import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import { Input } from '@/components/ui/input';
import { minorFromMajor } from '@charterline/shared/rules/money';

/**
 * An amount typed in major units, checked against what it may be at most: the minor units,
 * or the error to show by the field.
 */
export const readAmount = (
  text: string,
  currency: string,
  max: number,
  overMax: string,
): { minor: number } | { error: string } => {
  if (!text.trim()) return { error: 'Enter an amount' };
  const minor = minorFromMajor(text, currency);
  if (minor === null) return { error: `Enter an amount like ${formatMinor(12_345, currency)}` };
  if (minor <= 0) return { error: 'Enter an amount' };
  if (minor > max) return { error: `${overMax} (${formatMinor(max, currency)})` };
  return { minor };
};

/** The amount typed in major units of the invoice's currency. */
export const AmountInput = ({
  currency,
  value,
  onChange,
  error,
}: {
  currency: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) => (
  <Input
    label={`Amount (${currency})`}
    inputMode="decimal"
    autoComplete="off"
    value={value}
    onChange={(e) => onChange(e.target.value)}
    error={error}
  />
);
