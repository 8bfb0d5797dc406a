import type { THelpArticleSource } from '@charterline/shared/schemas/support';

export const boiReporting: THelpArticleSource = {
  slug: 'boi-reporting-fincen',
  title: 'BOI reporting to FinCEN: where things stand',
  summary:
    'Since FinCEN’s interim final rule of March 2025, LLCs formed in the US no longer file beneficial ownership reports. What that means for you.',
  category: 'compliance',
  // New York: LLC Law §§ 1106–1108 as in force on 1 January 2026 (the Governor vetoed S. 8432,
  // which would have widened them, on 19 December 2025); the Department of State confirmed on
  // 31 December 2025 that they apply only to LLCs formed outside the US and authorised in New
  // York (dos.ny.gov, "LLC Transparency Act"). Checked 2026-11-29.
  reviewedOn: '2026-11-29',
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
        'Some states have their own ownership disclosure rules. New York’s LLC Transparency Act, in force since 1 January 2026, applies only to LLCs formed under the law of another country and authorised to do business in New York: an LLC formed in New York or in another US state does not file under it. A non-US LLC authorised in New York files a beneficial ownership disclosure (or an attestation of exemption) with the New York Department of State: within 30 days of its application for authority, or by 31 December 2026 if it was authorised before 2026. If that is your case, ask us what applies.',
      ],
    },
    {
      type: 'p',
      text: 'We follow these changes and will tell you if your company needs to file anything. If your company was formed outside the US and registered in a state, open a ticket in the Compliance category and we will look at your case.',
    },
  ],
};
