import { describe, expect, it } from 'vitest';
import { readComplianceRuleRows } from './compliance-rule-rows';
import { compileLegalFacts, readArticleFacts } from './legal-facts';
import { readChangeFilingRows } from './seed-change-filings';
import { readStateRows } from './state-rows';

// Issue 35: every fact we show comes from one table, each with its source, the day it was
// checked and how sure we are.
describe('the facts table, compiled from the files', () => {
  const facts = compileLegalFacts();
  const byKey = new Map(facts.map((f) => [f.key, f]));

  it('gives every fact a source address, a day checked and an evidence level', () => {
    expect(facts.length).toBeGreaterThan(300);
    for (const fact of facts) {
      expect(() => new URL(fact.sourceUrl), fact.key).not.toThrow();
      expect(fact.checkedOn, fact.key).toMatch(/^20\d{2}-\d{2}-\d{2}$/);
      expect(['primary', 'secondary', 'conflict'], fact.key).toContain(fact.evidence);
      expect(fact.source.length, fact.key).toBeGreaterThan(2);
      expect(fact.kind === 'usd' ? fact.amount : fact.text, fact.key).not.toBeUndefined();
    }
  });

  it('holds the formation filing of all 51 jurisdictions, the rules’ fees and the change filings’, as their files say', () => {
    const states = readStateRows();
    expect(states).toHaveLength(51);
    for (const s of states) {
      expect(byKey.get(`state:${s.code}:formation-filing:fee`)?.amount, s.code).toBe(s.filingFee);
      expect(byKey.get(`state:${s.code}:formation-filing:form`)?.text, s.code).toBe(s.filingForm);
    }
    for (const rule of readComplianceRuleRows()) {
      if (rule.data.fee_cents === undefined || rule.data.fee_cents === '') continue;
      expect(byKey.get(`rule:${rule.key}:fee`)?.amount, rule.key).toBe(Number(rule.data.fee_cents));
    }
    for (const row of readChangeFilingRows()) {
      if (row.fee === null) continue;
      expect(byKey.get(`change:${row.state}:${row.kind}:fee`)?.amount).toBe(row.fee);
    }
  });

  it('attributes each fee to where it was read: the cost index, or the law', () => {
    // New York's $50 is N.Y. LLC Law 206's, not the index's.
    expect(byKey.get('rule:state:NY:publication:fee')).toMatchObject({
      amount: 5000,
      evidence: 'primary',
      source: expect.stringContaining('N.Y. LLC Law 206'),
    });
    // Florida's $138.75 is the cost index's column.
    expect(byKey.get('rule:state:FL:fee')).toMatchObject({
      amount: 13875,
      evidence: 'secondary',
      sourceUrl: 'https://llcformationcost.com/',
    });
    expect(byKey.get('rule:state:DE:due-date')?.text).toBe('June 1');
    expect(byKey.get('rule:state:NY:publication:initial-days')?.text).toBe('120 days');
  });

  it('refuses a row of legal-facts.csv without a source address or a day checked, naming its line', () => {
    const header = 'key,jurisdiction,name,kind,value,source,source_url,checked_on,evidence';
    let message = '';
    try {
      readArticleFacts(
        `${header}\nstate:FL:late-fee,FL,Florida late fee,usd,400,Fla. Stat.,not a url,2026-11-23,primary\n` +
          'federal:irs:x,US,Something,usd,12.345,IRS,https://www.irs.gov/,yesterday,primary\n',
      );
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('legal-facts.csv line 2: source_url:');
    expect(message).toContain('legal-facts.csv line 3: checked_on:');
    expect(message).toContain('legal-facts.csv line 3: value: a usd value is dollars');
  });
});
