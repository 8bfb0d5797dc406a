import { describe, expect, it } from 'vitest';
import { groupOffers } from './offer-groups';
import { offer, product } from '@/test/service-fixtures';

describe('groupOffers', () => {
  it('puts the recommended first, then the categories in their order, each product once', () => {
    const groups = groupOffers([
      offer(product({ productKey: 'a', category: 'experts' })),
      offer(product({ productKey: 'b', category: 'tax' })),
      offer(product({ productKey: 'c', category: 'something-new' })),
      offer(product({ productKey: 'd', category: 'tax' }), { recommended: true }),
      offer(product({ productKey: 'e', category: 'compliance' })),
    ]);
    expect(groups.map((g) => [g.heading, g.offers.map((o) => o.product.productKey)])).toEqual([
      ['Recommended for you', ['d']],
      ['Compliance', ['e']],
      ['Tax and bookkeeping', ['b']],
      ['Experts', ['a']],
      ['Something-new', ['c']],
    ]);
  });

  it('has no recommended group when nothing is recommended', () => {
    expect(groupOffers([offer(product({ productKey: 'a' }))]).map((g) => g.key)).toEqual([
      'compliance',
    ]);
  });
});
