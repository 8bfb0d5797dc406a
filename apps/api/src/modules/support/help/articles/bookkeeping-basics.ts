import type { THelpArticleSource } from '@charterline/shared/schemas/support';

export const bookkeepingBasics: THelpArticleSource = {
  slug: 'bookkeeping-and-taxes-basics',
  title: 'Bookkeeping and taxes: the basics for your LLC',
  summary:
    'Keeping company money separate, recording transactions, and the tax filings a US LLC with non-US owners usually has.',
  category: 'accounting',
  reviewedOn: '2026-11-26',
  blocks: [
    {
      type: 'p',
      text: 'Good books make tax time easy and protect the limited liability that is the point of an LLC. You do not need to be an accountant; you need a few steady habits.',
    },
    { type: 'h', text: 'Habits that matter' },
    {
      type: 'ul',
      items: [
        'Keep company money and personal money apart: all business income and costs go through the company’s account.',
        'Record every transaction and keep the receipt or invoice behind it.',
        'When you take money out or put money in, record it as what it is (a distribution or a contribution), not as an expense or income.',
        'Bring the books up to date every month, not once a year.',
      ],
    },
    {
      type: 'p',
      text: 'On the Accounting page you can import your bank statements and categorise each transaction; the overview tells you how many are still uncategorised. Our bookkeeping service can do this for you.',
    },
    { type: 'h', text: 'The tax filings' },
    {
      type: 'ul',
      items: [
        'A single-member LLC with a non-US owner: Form 5472 with a pro-forma Form 1120 every year, due {{rule:federal:irs_5472_pro_forma_1120:due-date}} for a calendar year.',
        'An LLC with two or more owners: a partnership return, Form 1065, with a Schedule K-1 for each owner, due {{rule:federal:irs_1065:due-date}} for a calendar year.',
        'Your state may have its own report or tax; see your Compliance page.',
      ],
    },
    {
      type: 'p',
      text: 'Whether you personally owe US income tax depends mainly on whether the company’s income is effectively connected with a trade or business in the US, and on any tax treaty with your country. Your home country will usually tax the income too. These questions depend on your situation, so ask a tax adviser; a 30-minute tax consultation is available from our services.',
    },
  ],
};
