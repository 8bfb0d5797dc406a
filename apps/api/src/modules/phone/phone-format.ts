import { formatMinor } from '@charterline/shared/rules/invoice-totals';

/** A US number as people write it, (307) 555-0142; any other as stored. */
export const displayNumber = (e164: string): string => {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : e164;
};

export const dollars = (cents: number): string => formatMinor(cents, 'USD');
