import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** A sender as people write it: (415) 555-0100 for US numbers, +44 20 … abroad, short codes as they are. */
export const formatSender = (from: string): string => {
  const parsed = from.startsWith('+') ? parsePhoneNumberFromString(from) : undefined;
  if (!parsed?.isValid()) return from;
  return parsed.countryCallingCode === '1' ? parsed.formatNational() : parsed.formatInternational();
};

/** 65 → "1 min 5 s"; 42 → "42 s". */
export const formatDuration = (seconds: number): string => {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
};
