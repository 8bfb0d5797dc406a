import { createHash } from 'node:crypto';

/** Lowercase, spaces collapsed: "AWS  EMEA" and "aws emea" are the same description. */
export const normaliseDescription = (text: string): string =>
  text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Fingerprints (decision 0147). A row is (date, amount, description) plus its occurrence
 * number within the file, so the same statement imported twice adds nothing while two
 * genuine identical coffees on a day are both kept. OFX rows with a FITID use the bank's id.
 */
export const fingerprintCounter = (accountId: string) => {
  const seen = new Map<string, number>();
  return (row: { date: string; amount: number; description: string; fitId?: string | null }) => {
    if (row.fitId) return sha256(`${accountId}|fitid|${row.fitId}`);
    const base = `${row.date}|${row.amount}|${normaliseDescription(row.description)}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return sha256(`${accountId}|${base}|${n}`);
  };
};
