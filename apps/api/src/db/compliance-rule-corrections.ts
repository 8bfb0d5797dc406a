/**
 * Corrections to the rule CSVs (shared/data/README.md "checked against primary sources":
 * they win over the CSVs) and the columns the engine reads that the CSVs do not have.
 * Merged over each parsed row before its checksum, so changing one here ships a new rule
 * version. Values are strings like the CSV cells. Decision 0120.
 */
export type TPatch = Record<string, string>;

/** State rows (us-llc-annual-report-rules.csv), by code. */
export const STATE_RULE_CORRECTIONS: Record<string, TPatch> = {
  // README: $7 annual report by September 30 every year since 2025 (15 Pa.C.S. 146(c)(2)).
  PA: {
    cadence: 'annual',
    due_rule: 'fixed_window_end',
    due_month: '9',
    due_day: '30',
    fee_cents: '700',
  },
  // README: $80 annual report filed Jan 1 – Mar 31; the $250 business entity tax was repealed.
  CT: { fee_cents: '8000', franchise_tax_usd_ordertoai: '0', filing_window: 'Jan 1 - Mar 31' },
  // README: Public Information Report by May 15; no tax due under $2.65M (2026), still filed.
  // Tex. Tax Code 111.053: a report due on a Saturday, Sunday or listed holiday is due the next
  // day that is none of them (May 15, 2027 is a Saturday: Monday May 17). Issue 35 item 7.
  TX: {
    date_move_law: 'Tex. Tax Code 111.053',
    obligation_key: 'franchise-tax',
    obligation: 'Franchise tax report + Public Information Report',
    fee_cents: '0',
    fee_text:
      '{{fee}} franchise tax below {{state:TX:franchise-tax:no-tax-due-threshold}} of revenue (2026 reports); the report is still required',
    file_for_me: 'franchise-tax',
  },
  // README + W.S. 17-29-209: greater of $60 or $0.0002 × WY assets, 1st day of the
  // anniversary month from the year after formation; dissolved when unpaid 60 days after.
  WY: {
    fee_cents: '6000',
    fee_text: 'Greater of {{fee}} or $0.0002 × Wyoming assets',
    consequence: 'Administrative dissolution if still unpaid 60 days after the due date',
    dissolution_after_days: '60',
  },
  // README + 6 Del. C. 18-1107: $300 LLC tax due June 1, no annual report.
  DE: {
    obligation_key: 'llc-tax',
    obligation: 'Annual LLC tax',
    fee_cents: '30000',
    consequence: '$200 late penalty plus 1.5% interest a month; cancelled after 3 years unpaid',
    file_for_me: 'franchise-tax',
  },
  // Cal. Corp. Code 17702.09: Statement of Information within 90 days of formation, then every
  // 2 years in the anniversary month or the 5 months before. The $800 tax is its own rule.
  CA: {
    obligation: 'Statement of Information (LLC-12)',
    agency: 'CA Secretary of State',
    fee_cents: '2000',
    initial_due: 'days:90',
    initial_title: 'Initial Statement of Information (LLC-12)',
    window_months_before: '5',
    consequence: '$250 penalty for a late Statement of Information; the LLC may be suspended',
    // Cal. Gov. Code 6707: a filing due on a Saturday, Sunday or day the agency is closed is
    // due the next day it is open.
    date_move_law: 'Cal. Gov. Code 6707',
  },
  // NRS 86.263: the initial list (with the $200 business licence) by the last day of the
  // month after formation.
  NV: {
    initial_due: 'end_of_next_month',
    initial_title: 'Initial list + state business licence',
    fee_cents: '35000',
  },
  // RCW 43.07.235 / WA SOS: initial report ($10) within 120 days of formation.
  WA: { initial_due: 'days:120', initial_title: 'Initial report', initial_fee_cents: '1000' },
  // The row's own first_due: LLCs formed after September 30 skip the first year.
  MI: { skip_first_after: '09-30' },
  // "3 or 4": Alabama's pass-through filers (an LLC by default) use the 3rd month (Mar 15);
  // the row stays "conflict".
  AL: { offset_months: '3' },
  FL: {
    consequence: 'Late fee $400; administrative dissolution on the 3rd Friday of September',
  },
  // N.Y. Gen. Constr. Law 25-a: a period ending on a Saturday, Sunday or public holiday ends
  // the next business day.
  NY: { window_months_before: '0', date_move_law: 'N.Y. Gen. Constr. Law 25-a' },
  // SDCL 59-11-25: the report is filed "in the month representing the first-year anniversary"
  // (due by its end; the row's due_rule is fixed in the CSV); $50 online, $65 on paper (SD
  // SOS, llcuniversity.com), not the index's $55.
  SD: { fee_cents: '5000', fee_text: '{{fee}} online ($65 on paper)', evidence: 'primary' },
  // ARM 44.5.115(3)(d): $20 when filed by April 15 ($35 after); ARM 44.5.303 waived the fee of
  // the 2024 and 2025 reports only. A later waiver is added here when the SOS adopts one.
  MT: {
    fee_cents: '2000',
    fee_text:
      '{{fee}} by April 15, $35 after (ARM 44.5.115); waived for 2024 and 2025 (ARM 44.5.303)',
    fee_waived_periods: '2024 2025',
    evidence: 'primary',
    sources:
      'ARM 44.5.115(3)(d) (MAR Notice 44-2-212); ARM 44.5.303 (MAR Notice 44-2-257 amendment, 2024)',
  },
  // The row's filing_window is a grace period, not a window: it is what missing it costs.
  OK: {
    filing_window: '',
    consequence: 'Loses good standing 60 days after the due date if still not filed',
  },
  TN: {
    fee_rule: 'per_member:5000:30000:300000',
    fee_text: '$50 per member, min $300, max $3,000',
  },
};

/** The CA $800 tax: a second rule from the CA row (FTB 3522; R&TC 17941, 17946). */
export const CA_LLC_TAX_PATCH: TPatch = {
  obligation_key: 'llc-tax',
  obligation: 'Annual LLC tax ($800, Form 3522)',
  agency: 'CA Franchise Tax Board',
  cadence: 'annual',
  due_rule: 'taxable_year_month',
  due_month: '4',
  due_day: '15',
  first_due: '15th day of the 4th month of the first taxable year (which starts at formation)',
  biennial_parity: '',
  filing_window: '',
  initial_due: '',
  initial_title: '',
  window_months_before: '',
  fee_cents: '80000',
  short_year_exempt_days: '15',
  official_url: 'https://www.ftb.ca.gov/file/business/types/limited-liability-company/index.html',
  consequence: 'Penalty of 5% plus 0.5% a month and interest; the LLC may be suspended',
  file_for_me: 'franchise-tax',
  evidence: 'primary',
  sources: 'FTB Form 3522 instructions; Cal. Rev. & Tax. Code 17941, 17946; Cal. Gov. Code 6707',
  // R&TC 17946: not owed for a first taxable year of 15 days or less only if the LLC also did
  // no business in California in it (issue 35 item 7): listed, and the words say so.
  fee_text:
    '{{fee}}; not owed for a first taxable year of 15 days or less in which the LLC did no business in California (R&TC 17946)',
  date_move_law: 'Cal. Gov. Code 6707',
};

/**
 * CA Form 568, a third rule from the CA row (issue 35 item 3): every LLC not taxed as a
 * corporation files it each taxable year, single-member ones too (FTB Pub. 3556). Due the
 * 15th day of the 4th month after the year ends for a single-member LLC (its owner's date),
 * the 3rd month for one taxed as a partnership (Form 568 instructions, "When and Where to
 * File"). No fee with the return itself: the $800 is the llc-tax rule; the LLC fee of
 * R&TC 17942 starts at $250,000 of California income.
 */
export const CA_FORM_568_PATCH: TPatch = {
  ...CA_LLC_TAX_PATCH,
  obligation_key: 'form-568',
  obligation: 'LLC return of income (Form 568)',
  due_rule: 'llc_return',
  due_month: '',
  offset_months: '3',
  offset_months_single: '4',
  first_due: 'For each taxable year, from the one formation starts',
  short_year_exempt_days: '',
  fee_cents: '0',
  fee_text:
    'No fee with the return; an LLC fee is added from $250,000 of California income (R&TC 17942)',
  consequence: '$18 per member for each month late (up to 12 months), plus interest',
  file_for_me: 'federal-tax-preparation',
  sources:
    'FTB Pub. 3556 (LLC filing information); FTB Form 568 instructions, When and Where to File; Cal. Gov. Code 6707',
};

/**
 * NY's publication (N.Y. LLC Law 206(a), (c)), a second rule from the NY row (issue 35 item
 * 2): within 120 days of formation a notice runs once a week for six weeks in two newspapers
 * the county clerk names, then the Certificate of Publication with their affidavits is filed
 * with the Department of State ($50); otherwise the LLC's authority to do business is
 * suspended until it is filed.
 */
export const NY_PUBLICATION_PATCH: TPatch = {
  obligation_key: 'publication',
  obligation: 'Publication + Certificate of Publication',
  agency: 'NY Department of State',
  cadence: 'once',
  due_rule: '',
  first_due: 'Within 120 days of formation',
  biennial_parity: '',
  filing_window: '',
  window_months_before: '',
  initial_due: 'days:120',
  initial_title: 'Publication + Certificate of Publication',
  fee_cents: '5000',
  fee_text:
    "{{fee}} to file the Certificate of Publication, plus the newspapers' charges (by county)",
  consequence:
    'The LLC’s authority to do business in New York is suspended until the certificate is filed',
  official_url: 'https://dos.ny.gov/limited-liability-company-publication-requirements',
  file_for_me: 'ny-publication',
  evidence: 'primary',
  sources: 'N.Y. LLC Law 206 (nysenate.gov/legislation/laws/LLC/206); N.Y. Gen. Constr. Law 25-a',
  date_move_law: 'N.Y. Gen. Constr. Law 25-a',
};

/**
 * Yearly minimum taxes a state charges every LLC, its own rule beside the state's report
 * (issue 35; the cost index's franchise_tax column named them, no rule tracked them). Each
 * is due the 15th day of a month after the fiscal year ends, from the year of formation.
 */
const MINIMUM_TAX: TPatch = {
  cadence: 'annual',
  due_rule: 'fiscal_offset',
  due_month: '',
  due_day: '15',
  biennial_parity: '',
  filing_window: '',
  initial_due: '',
  initial_title: '',
  window_months_before: '',
  fee_rule: '',
  file_for_me: 'franchise-tax',
  date_move_law: '',
};

export const STATE_TAX_PATCHES: Record<string, TPatch> = {
  // Tenn. Code Ann. 67-4-2106 (franchise tax, $100 minimum) and 67-4-2015 (the return is due
  // the 15th day of the 4th month after the year ends): an LLC owes it whatever its federal
  // classification (TN Department of Revenue, franchise & excise tax).
  TN: {
    ...MINIMUM_TAX,
    obligation_key: 'franchise-excise-tax',
    obligation: 'Franchise and excise tax return (FAE 170)',
    agency: 'TN Department of Revenue',
    offset_months: '4',
    first_due: '15th day of the 4th month after the first fiscal year ends',
    fee_cents: '10000',
    fee_text: 'At least {{fee}} (the minimum franchise tax), more with net worth or income',
    official_url: 'https://www.tn.gov/revenue/taxes/franchise---excise-tax.html',
    consequence: 'Penalty of 5% a month of the tax (at least $50), and interest',
    evidence: 'secondary',
    sources:
      'Tenn. Code Ann. 67-4-2106, 67-4-2015; TN Department of Revenue (franchise & excise tax)',
  },
  // KRS 141.0401: the limited liability entity tax, $175 minimum, on Form 725 (a single-member
  // LLC owned by an individual) or 765, due the 15th day of the 4th month after the year ends.
  KY: {
    ...MINIMUM_TAX,
    obligation_key: 'llet',
    obligation: 'Limited liability entity tax (Form 725 or 765)',
    agency: 'KY Department of Revenue',
    offset_months: '4',
    first_due: '15th day of the 4th month after the first taxable year ends',
    fee_cents: '17500',
    fee_text: 'At least {{fee}} (the minimum), more above $3 million of gross receipts',
    official_url: 'https://revenue.ky.gov/Business/Pages/Limited-Liability-Entity-Tax.aspx',
    consequence: 'Late filing and payment penalties, and interest',
    evidence: 'secondary',
    sources: 'KRS 141.0401; Form 725 and 765 instructions (KY Department of Revenue)',
  },
  // R.I. Gen. Laws 7-16-67: an annual charge equal to the minimum tax of 44-11-2(e), $400, with
  // the LLC's return. Its date for a single-member LLC is read two ways (the 15th day of the
  // 3rd month after the year ends in the older text; the federal return's date in the
  // current one): the earlier is listed, and the row is marked to confirm with the state.
  RI: {
    ...MINIMUM_TAX,
    obligation_key: 'annual-charge',
    obligation: 'Annual charge ($400 minimum tax) with the LLC return',
    agency: 'RI Division of Taxation',
    offset_months: '3',
    first_due: '15th day of the 3rd month after the first taxable year ends',
    fee_cents: '40000',
    fee_text: '{{fee}} a year (the minimum tax of R.I. Gen. Laws 44-11-2(e))',
    official_url: 'https://tax.ri.gov/tax-sections/business-tax',
    consequence: 'Penalties and interest; the state can revoke the LLC’s certificate',
    evidence: 'conflict',
    sources: 'R.I. Gen. Laws 7-16-67, 44-11-2(e); RI Division of Taxation',
  },
};

/** Federal rows (us-federal-llc-obligations.csv), by key. `applies` is read by the engine. */
export const FEDERAL_RULE_CORRECTIONS: Record<string, TPatch> = {
  irs_5472_pro_forma_1120: {
    obligation_key: 'irs:5472',
    applies: 'single_foreign_owner',
    offset_months: '4',
    fee_cents: '0',
    evidence: 'primary',
    consequence: '$25,000 penalty per form',
    official_url: 'https://www.irs.gov/forms-pubs/about-form-5472',
    file_for_me: 'federal-tax-preparation',
  },
  irs_1065: {
    obligation_key: 'irs:1065',
    applies: 'multi_member',
    offset_months: '3',
    fee_cents: '0',
    evidence: 'secondary',
    consequence: 'A penalty per partner for each month the return is late',
    official_url: 'https://www.irs.gov/forms-pubs/about-form-1065',
    file_for_me: 'federal-tax-preparation',
  },
  irs_1120: {
    obligation_key: 'irs:1120',
    applies: 'c_corporation',
    offset_months: '4',
    fee_text: 'The corporate income tax owed, if any',
    evidence: 'secondary',
    consequence: 'Failure-to-file and failure-to-pay penalties with interest',
    official_url: 'https://www.irs.gov/forms-pubs/about-form-1120',
    file_for_me: 'federal-tax-preparation',
  },
  bea_be12: {
    obligation_key: 'bea:be12',
    applies: 'foreign_ten_percent_benchmark',
    fee_cents: '0',
    evidence: 'primary',
    consequence: 'Civil and criminal penalties',
    official_url: 'https://www.bea.gov/surveys/be12-benchmark-survey-foreign-direct-investment',
    file_for_me: 'be-12-survey',
  },
  ra_renewal: {
    obligation_key: 'provider:registered-agent',
    applies: 'registered_agent',
    fee_text: "Your registered agent's renewal price",
    evidence: 'secondary',
    consequence: 'Without a registered agent the LLC loses good standing in most states',
    file_for_me: 'registered-agent-renewal',
  },
  // Conditional on facts we do not have (contractor payments, new investment) or, for BOI,
  // not owed by US-formed LLCs: stored, never listed (`applies: never`). Decision 0120.
  irs_1099_nec: { applies: 'never' },
  bea_be13: { applies: 'never' },
  fincen_boi: { applies: 'never' },
};
