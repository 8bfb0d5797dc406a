import { describe, expect, it } from 'vitest';
import { hashPassword, hashSlots, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('runs at most `slots` hashes at a time, the others in the order they came', async () => {
    const inSlot = hashSlots(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const work = (i: number) =>
      inSlot(async () => {
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 5));
        running -= 1;
        if (i === 3) throw new Error('a failed hash frees its slot too');
        return i;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5, 6].map(work));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(6);
  });

  it('verifies what it hashed, and nothing else', async () => {
    const hash = await hashPassword('Correct-horse-battery-9');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Correct-horse-battery-9')).toBe(true);
    expect(await verifyPassword(hash, 'Correct-horse-battery-8')).toBe(false);
    expect(await verifyPassword('not a hash', 'Correct-horse-battery-9')).toBe(false);
  });
});
