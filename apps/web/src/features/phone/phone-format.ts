import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { formatDate } from '@charterline/shared/format';

/** A sender as people write it: (415) 555-0100 for US numbers, +44 20 … abroad, short codes as they are. */
export const formatSender = (from: string): string => {
  const parsed = from.startsWith('+') ? parsePhoneNumberFromString(from) : undefined;
  if (!parsed?.isValid()) return from;
  return parsed.countryCallingCode === '1' ? parsed.formatNational() : parsed.formatInternational();
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * When a text or call arrived, in the reader's time: "Nov 23, 2026, 2:05 PM". The day goes
 * through the shared formatter, shifted so that it reads the local day rather than UTC's.
 */
export const formatWhen = (iso: string): string => {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const localDay = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  const hours = at.getHours();
  const time = `${hours % 12 || 12}:${pad(at.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${formatDate(localDay)}, ${time}`;
};

/** 65 → "1 min 5 s"; 42 → "42 s". */
export const formatDuration = (seconds: number): string => {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
};
