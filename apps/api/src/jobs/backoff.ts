const BASE_MS = 30_000;
const CAP_MS = 60 * 60_000;

/**
 * How long after its `attempt`-th failure a job is tried again: 30 s, 1 min, 2 min, 4 min…
 * doubling up to an hour. No jitter: retries are spread by their jobs' own times, and tests
 * can name the exact instant.
 */
export const retryDelayMs = (attempt: number): number =>
  Math.min(BASE_MS * 2 ** Math.max(0, attempt - 1), CAP_MS);
