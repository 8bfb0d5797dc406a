import type { THelpArticle } from '@charterline/shared/schemas/support';

export const annualReports: THelpArticle = {
  slug: 'annual-reports-by-state',
  title: 'Annual reports and state taxes: what your state expects',
  summary:
    'Most states want a yearly report or tax to keep your LLC in good standing. What that looks like in the common formation states.',
  category: 'compliance',
  reviewedOn: '2026-11-26',
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
        'Texas: a Public Information Report by May 15 each year; no franchise tax is due below the revenue threshold ($2.65 million for 2026 reports), but the report is still required.',
        'California: an $800 annual LLC tax and a Statement of Information every two years ($20).',
        'New York: a biennial statement ($9) filed in the anniversary month.',
      ],
    },
    {
      type: 'p',
      text: 'Fees and rules change. Before you pay, check the figure on your state’s own website.',
    },
    { type: 'h', text: 'How we keep track' },
    {
      type: 'p',
      text: 'Your Compliance page lists each of your company’s deadlines with its due date, fee and a link to the agency’s own site, and reminder e-mails go out 60, 30, 7 and 1 day before (you choose which). Choose “File it for me” and we file it for you, or file it yourself and mark it with “I filed it myself”, adding the proof.',
    },
  ],
};
