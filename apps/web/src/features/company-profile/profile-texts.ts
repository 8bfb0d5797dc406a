import type { TAddress } from '@charterline/shared/schemas/address';
import { MONTH_NAMES } from '@charterline/shared/format';

/** One line of an address, as a letter would print it. */
export const addressText = (address: TAddress): string =>
  [
    address.line1,
    address.line2,
    address.city,
    [address.region, address.postalCode].filter(Boolean).join(' '),
    address.country,
  ]
    .filter(Boolean)
    .join(', ');

/** "December": the month a fiscal year ends (1–12). */
export const monthName = (month: number): string => MONTH_NAMES[month - 1] ?? String(month);

/** 50 → "50%", 33.33 → "33.33%". */
export const percentText = (value: number): string => `${Number(value.toFixed(2))}%`;
