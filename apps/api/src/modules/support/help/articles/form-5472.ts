import type { THelpArticleSource } from '@charterline/shared/schemas/support';

export const form5472: THelpArticleSource = {
  slug: 'form-5472-foreign-owned-llc',
  title: 'Form 5472 and the pro-forma 1120 for foreign-owned LLCs',
  summary:
    'The yearly IRS filing every single-member LLC with a non-US owner must make, its due date and the {{federal:irs:5472:penalty}} penalty.',
  category: 'compliance',
  reviewedOn: '2026-11-26',
  blocks: [
    {
      type: 'p',
      text: 'If your LLC has a single owner who is not a US person, the IRS treats it as a “foreign-owned disregarded entity”. Even when the company owes no US income tax, it must file Form 5472 attached to a pro-forma (information-only) Form 1120 every year it has reportable transactions with its owner.',
    },
    { type: 'h', text: 'What counts as a reportable transaction' },
    {
      type: 'p',
      text: 'Almost any money or value moving between you and the company: the money you put in to start it, paying its formation costs, loans, and money you take out. In practice, nearly every foreign-owned LLC has to file, including in its first year.',
    },
    { type: 'h', text: 'When it is due' },
    {
      type: 'ul',
      items: [
        'For a calendar tax year: {{rule:federal:irs_5472_pro_forma_1120:due-date}} of the following year (the next business day if that falls on a weekend or holiday).',
        'An extension to October 15 is available by filing Form 7004 before the April due date.',
        'You need the company’s EIN to file.',
      ],
    },
    { type: 'h', text: 'The penalty' },
    {
      type: 'p',
      text: 'Not filing, or filing late or incomplete, carries a penalty of {{federal:irs:5472:penalty}} per form per year, and more if it is still not filed after the IRS writes to you. That is why this filing matters even for a company with no income.',
    },
    { type: 'h', text: 'Multi-member LLCs' },
    {
      type: 'p',
      text: 'An LLC with two or more owners is normally taxed as a partnership and files Form 1065 instead, due {{rule:federal:irs_1065:due-date}} for a calendar year.',
    },
    {
      type: 'p',
      text: 'The deadline appears on your Compliance page. Our federal tax preparation service prepares and files Form 5472 with the pro-forma 1120 for you.',
    },
  ],
};
