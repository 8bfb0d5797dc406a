/**
 * Facts about the law: fees, due-date rules and their sources, with the date each was checked;
 * the states' reference rows.
 *
 * The area's public entry (decision 0192): what other areas may use. They import this file,
 * never the area's other files.
 */
export {
  changeFilingWithFacts,
  ruleWithFactFees,
  ruleWithFactWords,
  stateWithFactFiling,
} from './fact-fees';
export { readLegalFacts } from './legal-facts.repository';
export type { TLegalFactRow } from './legal-facts.repository';
export { FACT_PLACEHOLDER, factValue, presentFact, usdInWords } from './present-fact';
export { findState, listStates } from './states.repository';
export type { TStateRow } from './states.repository';
