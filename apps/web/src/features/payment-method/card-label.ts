import { CARD_BRAND_NAMES, type TCardBrand } from '@charterline/shared/rules/card';
import type { TPaymentMethod } from '@charterline/shared/schemas/services';

/** "Visa •••• 4242, expires 12/34"; a brand we do not name reads "Card". */
export const cardLabel = (card: NonNullable<TPaymentMethod['card']>): string => {
  const brand = Object.hasOwn(CARD_BRAND_NAMES, card.brand)
    ? CARD_BRAND_NAMES[card.brand as TCardBrand]
    : CARD_BRAND_NAMES.unknown;
  const month = String(card.expMonth).padStart(2, '0');
  return `${brand} •••• ${card.last4}, expires ${month}/${String(card.expYear % 100).padStart(2, '0')}`;
};
