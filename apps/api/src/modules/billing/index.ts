/**
 * The catalogue and its prices: products, state costs, what a company is offered (issue 8).
 *
 * The area's public entry (decision 0192): what other areas may use. They import this file,
 * never the area's other files.
 */
export { announceCatalogueChange } from './catalogue-cache';
export { excludedProductTypes, offerExclusions } from './offer-rules';
export { calculatePrice } from './pricing';
export type { TPrice } from './pricing';
export { FREE_PRODUCT_TYPES, isFormationBasket } from './product-kinds';
export { formationFilingLines, yearlyStateCost } from './state-costs';
