import type { TLegalFactRow } from './legal-facts.repository';

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
  if (fee === null && initialFee === null) return rule;
  return {
    ...rule,
    data: {
      ...rule.data,
      ...(fee === null ? {} : { fee_cents: String(fee) }),
      ...(initialFee === null ? {} : { initial_fee_cents: String(initialFee) }),
    },
  };
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
