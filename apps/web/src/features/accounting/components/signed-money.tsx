import { clsx } from 'clsx';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';

/** "+$1,200.00" for money in, "−$45.10" for money out (a real minus sign), "$0.00" for none. */
export const formatSigned = (minor: number, currency: string): string => {
  const text = formatMinor(Math.abs(minor), currency);
  return minor > 0 ? `+${text}` : minor < 0 ? `−${text}` : text;
};

/** A signed amount coloured by its direction; the sign is in the text, not only the colour. */
export const SignedMoney = ({
  minor,
  currency,
  className,
}: {
  minor: number;
  currency: string;
  className?: string;
}) => (
  <span
    className={clsx(
      'tabular-nums',
      minor > 0 ? 'text-emerald-700' : minor < 0 ? 'text-slate-900' : 'text-slate-500',
      className,
    )}
  >
    {formatSigned(minor, currency)}
  </span>
);
