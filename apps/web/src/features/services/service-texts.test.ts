import { describe, expect, it } from 'vitest';
import { renewalText, upcomingRenewals } from './service-texts';
import { service, subscription } from '@/test/service-fixtures';

const NOW = new Date('2027-11-01T00:00:00.000Z');

describe('renewal texts', () => {
  it('says each state of a subscription in one sentence', () => {
    expect(renewalText(subscription({ renewalAmount: 14900 }))).toBe(
      'Renews on Nov 25, 2027 for $149.00',
    );
    expect(renewalText(subscription({ cancelAtTermEnd: true }))).toBe(
      'Renewal cancelled — ends Nov 25, 2027',
    );
    expect(
      renewalText(subscription({ status: 'PAST_DUE', nextAttemptAt: '2027-11-28T00:00:00.000Z' })),
    ).toBe("Payment failed — we'll try again on Nov 28, 2027");
    expect(renewalText(subscription({ status: 'LAPSED' }))).toBe('Lapsed');
    expect(renewalText(subscription({ status: 'CANCELLED' }))).toBe('Ended on Nov 25, 2027');
  });

  it('finds the renewals due within 30 days of now, soonest first', () => {
    const at = (id: string, termEndsAt: string, over = {}) =>
      service({ id, name: id, subscription: subscription({ termEndsAt, ...over }) });
    const list = [
      at('later', '2027-12-02T00:00:00.000Z'),
      at('in-30-days', '2027-12-01T00:00:00.000Z'),
      at('tomorrow', '2027-11-02T00:00:00.000Z'),
      at('past', '2027-10-31T00:00:00.000Z'),
      at('cancelled', '2027-11-03T00:00:00.000Z', { cancelAtTermEnd: true }),
      at('past-due', '2027-11-03T00:00:00.000Z', { status: 'PAST_DUE' }),
      service({ id: 'one-time', name: 'one-time' }),
    ];
    expect(upcomingRenewals(list, NOW).map((s) => s.id)).toEqual(['tomorrow', 'in-30-days']);
  });
});
