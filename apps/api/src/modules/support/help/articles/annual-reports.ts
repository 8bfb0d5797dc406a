import type { THelpArticle } from '@charterline/shared/schemas/support';

export const annualReports: THelpArticle = {
  slug: 'annual-reports-by-state',
  title: 'Annual reports and state taxes: what your state expects',
  summary:
    'Most states want a yearly report or tax to keep your LLC in good standing. What that looks like in the common formation states.',
  category: 'compliance',
  reviewedOn: '2026-11-29',
  blocks: [
    {
      type: 'p',
      text: 'Forming the LLC is a one-time filing, but most states also expect something every year (or every two years) to keep the company in good standing. Missing it usually means a late fee, then loss of good standing, and eventually the state can dissolve the company.',
    },
    { type: 'h', text: 'The common formation states' },
    {
      type: 'ul',
      items: [
        'Wyoming: an annual report with a licence tax of $60 (or more if the company has large assets in Wyoming), due on the first day of the month you formed the company, starting the year after formation.',
        'Delaware: no annual report for LLCs, but an annual LLC tax of $300, due June 1 each year, starting the year after formation.',
        'Florida: an annual report ($138.75) filed between January 1 and May 1, starting the year after formation; a $400 late fee applies after May 1.',
        'New Mexico: no recurring report for LLCs.',
        'Texas: a Public Information Report by May 15 each year (the next business day when that is a weekend or holiday); no franchise tax is due below the revenue threshold ($2.65 million for 2026 reports), but the report is still required.',
        'California: a Statement of Information ($20) within 90 days of formation, then every two years. An $800 LLC tax: the first is due on the 15th day of the 4th month after formation (formed March 10: June 15), then each April 15. And Form 568 every year, single-member LLCs too (April 15; March 15 with several members).',
        'New York: within 120 days of formation, a notice in two newspapers for six weeks, then the Certificate of Publication ($50), or the LLC loses its authority to do business in New York; then a biennial statement ($9) every two years.',
      ],
    },
    {
      type: 'p',
      text: 'Fees and rules change. Before you pay, check the figure on your state’s own website.',
    },
    { type: 'h', text: 'How we keep track' },
    {
      type: 'p',
      text: 'Your Compliance page lists each deadline with its due date, fee and the agency’s site, and reminders go out 60, 30, 7 and 1 day before. Choose “File it for me” and we file it, or file it yourself and mark it “I filed it myself” with the proof.',
    },
  ],
};
