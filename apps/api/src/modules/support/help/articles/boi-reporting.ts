import type { THelpArticle } from '@charterline/shared/schemas/support';

export const boiReporting: THelpArticle = {
  slug: 'boi-reporting-fincen',
  title: 'BOI reporting to FinCEN: where things stand',
  summary:
    'Since FinCEN’s interim final rule of March 2025, LLCs formed in the US no longer file beneficial ownership reports. What that means for you.',
  category: 'compliance',
  reviewedOn: '2026-11-26',
  blocks: [
    {
      type: 'p',
      text: 'The Corporate Transparency Act asked many companies to report their “beneficial owners” — the people who own or control them — to FinCEN, the US Treasury’s financial crimes bureau. The rules have changed several times, so here is the position as we understand it today.',
    },
    { type: 'h', text: 'Companies formed in the US' },
    {
      type: 'p',
      text: 'In March 2025 FinCEN published an interim final rule that exempts companies created in the United States, and their beneficial owners, from BOI reporting. An LLC formed in a US state — including one owned entirely by people outside the US — does not need to file a BOI report, update one or correct one under that rule.',
    },
    { type: 'h', text: 'Companies formed outside the US' },
    {
      type: 'p',
      text: 'The reporting duty now applies only to entities formed under the law of another country that have registered to do business in a US state. They must still report, but they do not have to report US persons as beneficial owners.',
    },
    { type: 'h', text: 'Why we say “as we understand it”' },
    {
      type: 'ul',
      items: [
        'The rule is an interim final rule: FinCEN said it would issue a final rule, which could change the details.',
        'Court cases and new legislation have changed BOI rules before.',
        'Some states have their own ownership disclosure rules; New York has passed one for LLCs formed or registered there. If that is your case, ask us what applies.',
      ],
    },
    {
      type: 'p',
      text: 'We follow these changes and will tell you if your company needs to file anything. If your company was formed outside the US and registered in a state, open a ticket in the Compliance category and we will look at your case.',
    },
  ],
};
