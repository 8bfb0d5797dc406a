import { describe, expect, it } from 'vitest';
import { checkSplit, leftToAssign } from './split-math';

const part = (amount: string, categoryId = 'c1') => ({ amount, categoryId, memo: '' });

describe('split arithmetic', () => {
  it('counts what is left to assign of the transaction, whatever its sign', () => {
    expect(leftToAssign(-5_000, [part('30'), part('8')], 'USD')).toBe(1_200);
    expect(leftToAssign(5_000, [part('50'), part('')], 'USD')).toBe(0);
    expect(leftToAssign(5_000, [part('40'), part('20.5')], 'USD')).toBe(-1_050);
    // An unreadable amount counts as nothing.
    expect(leftToAssign(5_000, [part('abc'), part('10')], 'USD')).toBe(4_000);
  });

  it('gives the parts the transaction’s sign when they add up', () => {
    expect(checkSplit(-5_000, [part('30'), part('20', 'c2')], 'USD')).toEqual({
      ok: true,
      parts: [
        { amount: -3_000, categoryId: 'c1', memo: null },
        { amount: -2_000, categoryId: 'c2', memo: null },
      ],
    });
  });

  it('says what is missing by the part and by the total', () => {
    const check = checkSplit(5_000, [part('30'), part('', '')], 'USD');
    expect(check).toEqual({
      ok: false,
      byPart: { 1: { amount: 'Enter an amount', categoryId: 'Choose a category' } },
      total: '$20.00 is still to assign',
    });
    expect(checkSplit(5_000, [part('40'), part('20')], 'USD')).toMatchObject({
      total: 'The parts are $10.00 more than the transaction',
    });
    expect(checkSplit(5_000, [part('50')], 'USD')).toMatchObject({
      total: 'Split into at least two parts',
    });
    expect(checkSplit(5_000, [part('1.234'), part('1')], 'USD')).toMatchObject({
      byPart: { 0: { amount: 'Enter an amount like $12.34' } },
    });
  });
});
