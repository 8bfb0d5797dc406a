/** The first pause between refreshes, and again after anything changed. */
export const LIVE_FIRST_MS = 5_000;
/** The longest pause, reached by doubling while nothing changes. */
export const LIVE_MAX_MS = 60_000;

type TPace = { seenAt: number; data: unknown; every: number };
type TLiveQuery = { state: { data: unknown; dataUpdatedAt: number } };
const paces = new WeakMap<TLiveQuery, TPace>();

/**
 * A `refetchInterval` for what changes while the page is open (the filing tracker, the
 * notifications): every 5 s after the data changed, twice as long after each answer that
 * changed nothing, at most every 60 s. Structural sharing keeps an unchanged answer the same
 * object, so a change is a new `data`. TanStack Query calls this on every update of the
 * query; only a new answer (`dataUpdatedAt`) moves the pace.
 */
export const liveRefetchInterval = (query: TLiveQuery): number => {
  const { data, dataUpdatedAt } = query.state;
  const pace = paces.get(query);
  if (!pace) {
    paces.set(query, { seenAt: dataUpdatedAt, data, every: LIVE_FIRST_MS });
    return LIVE_FIRST_MS;
  }
  if (dataUpdatedAt === pace.seenAt) return pace.every;
  pace.every = data === pace.data ? Math.min(pace.every * 2, LIVE_MAX_MS) : LIVE_FIRST_MS;
  pace.seenAt = dataUpdatedAt;
  pace.data = data;
  return pace.every;
};

/**
 * Query options that keep a query live while its page is open: polling with back-off only
 * while the tab is visible (TanStack pauses intervals in a hidden tab), and asked again the
 * moment the tab comes back, however fresh (the app's default is no refetch on focus).
 */
export const liveQueryOptions = {
  refetchInterval: liveRefetchInterval,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: 'always',
} as const;
