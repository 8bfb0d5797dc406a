import { describe, expect, it } from 'vitest';
import { MemoryRateStore } from './memory-rate-store';

const count = (store: MemoryRateStore, key: string, window = 1000) => {
  let result: { current: number; ttl: number } | undefined;
  store.incr(key, (_error, r) => (result = r), window);
  return result;
};

describe('the in-process rate-limit store', () => {
  it('gives each caller its own count, even when read after later calls', () => {
    const store = new MemoryRateStore();
    const seen: { current: number }[] = [];
    for (let i = 0; i < 5; i += 1) store.incr('k', (_e, r) => r && seen.push(r), 1000);
    expect(seen.map((r) => r.current)).toEqual([1, 2, 3, 4, 5]);
  });

  it('counts per key in a fixed window and starts again after it', () => {
    let now = 10_000;
    const store = new MemoryRateStore({}, () => now);
    expect(count(store, 'a')).toEqual({ current: 1, ttl: 1000 });
    now += 400;
    expect(count(store, 'a')).toEqual({ current: 2, ttl: 600 });
    expect(count(store, 'b')?.current).toBe(1);
    now += 600;
    expect(count(store, 'a')).toEqual({ current: 1, ttl: 1000 });
  });

  it('forgets the least recently counted key beyond its capacity; a child starts empty', () => {
    const store = new MemoryRateStore({ cache: 2 });
    count(store, 'a');
    count(store, 'b');
    count(store, 'a');
    count(store, 'c');
    expect(count(store, 'a')?.current).toBe(3);
    expect(count(store, 'b')?.current).toBe(1);
    expect(count(store.child() as MemoryRateStore, 'a')?.current).toBe(1);
  });
});
