import type { TLegalFactRow } from './legal-facts.repository';
import { FACT_PLACEHOLDER, factValue } from './present-fact';

type TFacts = ReadonlyMap<string, TLegalFactRow>;
type TRuleLike = { key: string; data: Record<string, string> };

const amountOf = (facts: TFacts, key: string): number | null => {
  const fact = facts.get(key);
  return fact?.kind === 'usd' && fact.amount !== null ? fact.amount : null;
};

/**
 * A compliance rule with its fee and first-filing fee as the facts table says
 * (`rule:<key>:fee`, `rule:<key>:initial-fee`); the rule's other cells as they are.
 */
export const ruleWithFactFees = <T extends TRuleLike>(rule: T, facts: TFacts): T => {
  const fee = amountOf(facts, `rule:${rule.key}:fee`);
  const initialFee = amountOf(facts, `rule:${rule.key}:initial-fee`);
  const worded = ruleWithFactWords(rule, facts);
  return {
    ...worded,
    data: {
      ...worded.data,
      ...(fee === null ? {} : { fee_cents: String(fee) }),
      ...(initialFee === null ? {} : { initial_fee_cents: String(initialFee) }),
    },
  };
};

/**
 * A rule whose fee in words names the other facts it cites as the table says them ("below
 * {{state:TX:franchise-tax:no-tax-due-threshold}}" → "below $2.65 million"); `{{fee}}` is
 * the obligation's own fee, filled where it is shown (feeTextOf).
 */
export const ruleWithFactWords = <T extends TRuleLike>(rule: T, facts: TFacts): T => {
  const text = rule.data.fee_text;
  if (!text?.includes('{{')) return rule;
  const filled = text.replace(FACT_PLACEHOLDER, (whole, key: string) => {
    const fact = facts.get(key);
    return fact ? factValue(fact) : whole;
  });
  return { ...rule, data: { ...rule.data, fee_text: filled } };
};

/** A state's formation filing (fee and form) as the facts table says. */
export const stateWithFactFiling = <
  T extends { code: string; filingFee: number; filingForm: string },
>(
  state: T,
  facts: TFacts,
): T => ({
  ...state,
  filingFee: amountOf(facts, `state:${state.code}:formation-filing:fee`) ?? state.filingFee,
  filingForm: facts.get(`state:${state.code}:formation-filing:form`)?.text ?? state.filingForm,
});

/** What a state asks for a kind of change: its form and fee as the facts table says. */
export const changeFilingWithFacts = <
  T extends { state: string; kind: string; form: string | null; fee: number | null },
>(
  filing: T,
  facts: TFacts,
): T => {
  const key = `change:${filing.state}:${filing.kind}`;
  return {
    ...filing,
    form: facts.get(`${key}:form`)?.text ?? filing.form,
    fee: amountOf(facts, `${key}:fee`) ?? filing.fee,
  };
};
