import type { TPhoneSummary } from '@charterline/shared/schemas/phone-line';
import { useOffers } from '@/features/billing/api/get-offers';

/** The products the phone sells through the usual checkout. */
export const PHONE_NUMBER_PRODUCT = 'virtual-phone-number';
export const PHONE_RECHARGE_PRODUCT = 'virtual-phone-recharge';

/**
 * The number's and the recharge's prices (cents) as offered to the company; the summary's
 * prices stand in until the offers arrive (or if they fail).
 */
export const usePhonePrices = (summary: TPhoneSummary) => {
  const offers = useOffers();
  const priceOf = (key: string) =>
    offers.data?.find((o) => o.product.productKey === key)?.product.price;
  return {
    number: priceOf(PHONE_NUMBER_PRODUCT) ?? summary.prices.number,
    recharge: priceOf(PHONE_RECHARGE_PRODUCT) ?? summary.prices.recharge,
  };
};
