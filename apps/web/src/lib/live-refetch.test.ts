import { describe, expect, it } from 'vitest';
import { LIVE_FIRST_MS, LIVE_MAX_MS, liveRefetchInterval } from './live-refetch';

describe('liveRefetchInterval', () => {
  it('starts at 5 s, doubles while answers change nothing up to 60 s, and resets on a change', () => {
    const query = { state: { data: { n: 1 } as unknown, dataUpdatedAt: 1 } };
    const answer = (data: unknown, at: number) => {
      query.state = { data, dataUpdatedAt: at };
      return liveRefetchInterval(query);
    };
    const same = query.state.data;
    expect(liveRefetchInterval(query)).toBe(LIVE_FIRST_MS);
    // Called again for the same answer (a fetch starting, a re-render): the pace holds.
    expect(liveRefetchInterval(query)).toBe(LIVE_FIRST_MS);
    expect([2, 3, 4, 5, 6].map((at) => answer(same, at))).toEqual([
      10_000,
      20_000,
      40_000,
      LIVE_MAX_MS,
      LIVE_MAX_MS,
    ]);
    expect(answer({ n: 2 }, 7)).toBe(LIVE_FIRST_MS);
  });
});
