import type { THelpArticleSource } from '@charterline/shared/schemas/support';

export const annualReports: THelpArticleSource = {
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
        'Wyoming: an annual report with a licence tax of {{rule:state:WY:fee}} (or more if the company has large assets in Wyoming), due on the first day of the month you formed the company, starting the year after formation.',
        'Delaware: no annual report for LLCs, but an annual LLC tax of {{rule:state:DE:fee}}, due {{rule:state:DE:due-date}} each year, starting the year after formation.',
        'Florida: an annual report ({{rule:state:FL:fee}}) filed between January 1 and {{rule:state:FL:due-date}}, starting the year after formation; a {{state:FL:annual-report:late-fee}} late fee applies after {{rule:state:FL:due-date}}.',
        'New Mexico: no recurring report for LLCs.',
        'Texas: a Public Information Report by {{rule:state:TX:due-date}} each year (the next business day when that is a weekend or holiday); no franchise tax is due below the revenue threshold ({{state:TX:franchise-tax:no-tax-due-threshold}} for 2026 reports), but the report is still required.',
        'California: a Statement of Information ({{rule:state:CA:fee}}) within {{rule:state:CA:initial-days}} of formation, then every two years. An {{rule:state:CA:llc-tax:fee}} LLC tax: the first is due on the 15th day of the 4th month after formation (formed March 10: June 15), then each {{rule:state:CA:llc-tax:due-date}}. And Form 568 every year, single-member LLCs too ({{state:CA:form-568:due-date-one-member}}; {{state:CA:form-568:due-date-members}} with several members).',
        'New York: within {{rule:state:NY:publication:initial-days}} of formation, a notice in two newspapers for six weeks, then the Certificate of Publication ({{rule:state:NY:publication:fee}}), or the LLC loses its authority to do business in New York; then a biennial statement ({{rule:state:NY:fee}}) every two years.',
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
