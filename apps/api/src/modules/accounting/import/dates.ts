import type { TDateFormat } from '@charterline/shared/schemas/accounting';

/** Where the day, month and year sit in each format (separators are part of the pattern). */
const PATTERNS: Record<
  TDateFormat,
  { re: RegExp; order: ['y' | 'm' | 'd', 'y' | 'm' | 'd', 'y' | 'm' | 'd'] }
> = {
  'YYYY-MM-DD': { re: /^(\d{4})-(\d{1,2})-(\d{1,2})$/, order: ['y', 'm', 'd'] },
  'MM/DD/YYYY': { re: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: ['m', 'd', 'y'] },
  'DD/MM/YYYY': { re: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: ['d', 'm', 'y'] },
  'DD-MM-YYYY': { re: /^(\d{1,2})-(\d{1,2})-(\d{4})$/, order: ['d', 'm', 'y'] },
  'MM-DD-YYYY': { re: /^(\d{1,2})-(\d{1,2})-(\d{4})$/, order: ['m', 'd', 'y'] },
  'DD.MM.YYYY': { re: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, order: ['d', 'm', 'y'] },
  'YYYY/MM/DD': { re: /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/, order: ['y', 'm', 'd'] },
  'MM/DD/YY': { re: /^(\d{1,2})\/(\d{1,2})\/(\d{2})$/, order: ['m', 'd', 'y'] },
  'DD/MM/YY': { re: /^(\d{1,2})\/(\d{1,2})\/(\d{2})$/, order: ['d', 'm', 'y'] },
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The ISO day of `text` read strictly in `format` (null: not that format, or no such day,
 * like 31/02/2026). A time after the date ("2026-09-01 14:03:00", Revolut, Mercury's
 * timestamps) is ignored. Two-digit years are 20YY.
 */
export const parseDate = (text: string, format: TDateFormat): string | null => {
  const day = text.trim().split(/[ T]/)[0] ?? '';
  const { re, order } = PATTERNS[format];
  const match = re.exec(day);
  if (!match) return null;
  const parts = { y: 0, m: 0, d: 0 };
  order.forEach((key, i) => {
    parts[key] = Number(match[i + 1]);
  });
  if (parts.y < 100) parts.y += 2000;
  const at = new Date(Date.UTC(parts.y, parts.m - 1, parts.d));
  if (
    at.getUTCFullYear() !== parts.y ||
    at.getUTCMonth() !== parts.m - 1 ||
    at.getUTCDate() !== parts.d
  ) {
    return null;
  }
  return `${pad(parts.y, 4)}-${pad(parts.m)}-${pad(parts.d)}`;
};

/** Tie-break order for ambiguous samples: US month-first before day-first (most customers
 * bank in the US), then the rest. */
const PREFERENCE: readonly TDateFormat[] = [
  'YYYY-MM-DD',
  'MM/DD/YYYY',
  'MM-DD-YYYY',
  'MM/DD/YY',
  'DD/MM/YYYY',
  'DD-MM-YYYY',
  'DD.MM.YYYY',
  'DD/MM/YY',
  'YYYY/MM/DD',
];

/**
 * The format that reads the most samples (a bad row does not hide the format of the rest).
 * On a tie (03/04/2026 reads both ways) `preferred` wins when given, e.g. the recognised
 * bank's own format; else PREFERENCE order.
 */
export const guessDateFormat = (
  samples: readonly string[],
  preferred?: TDateFormat,
): TDateFormat | null => {
  const values = samples.map((s) => s.trim()).filter(Boolean);
  const order = preferred ? [preferred, ...PREFERENCE.filter((f) => f !== preferred)] : PREFERENCE;
  let best: { format: TDateFormat; read: number } | null = null;
  for (const format of order) {
    const read = values.filter((v) => parseDate(v, format) !== null).length;
    if (read > 0 && (!best || read > best.read)) best = { format, read };
  }
  return best?.format ?? null;
};
