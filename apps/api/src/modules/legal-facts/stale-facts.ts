import type { TLegalFactRow } from './legal-facts.repository';

/** A fact last checked this long ago (or longer) is due for a re-check. */
export const STALE_AFTER_MONTHS = 12;

/** The day a year before `asOf` (YYYY-MM-DD): a fact checked before it is stale. */
export const staleBefore = (asOf: Date): string => {
  const limit = new Date(
    Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth() - STALE_AFTER_MONTHS, asOf.getUTCDate()),
  );
  return limit.toISOString().slice(0, 10);
};

/**
 * The facts staff must re-check on `asOf` (`npm run ops -- facts stale`): last checked more
 * than a year before, the oldest first (then by key).
 */
export const staleFacts = (facts: Iterable<TLegalFactRow>, asOf: Date): TLegalFactRow[] => {
  const before = staleBefore(asOf);
  return [...facts]
    .filter((f) => f.checkedOn < before)
    .sort((a, b) => a.checkedOn.localeCompare(b.checkedOn) || a.key.localeCompare(b.key));
};
