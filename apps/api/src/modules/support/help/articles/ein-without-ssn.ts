import type { THelpArticleSource } from '@charterline/shared/schemas/support';

export const einWithoutSsn: THelpArticleSource = {
  slug: 'ein-without-ssn-or-itin',
  title: 'Getting an EIN without an SSN or ITIN',
  summary:
    'Why the IRS online application is not open to most foreign owners, and the three ways that are: Form SS-4 by phone, fax or mail.',
  category: 'ein',
  // Instructions for Form SS-4 (Rev. December 2023), "How To Apply for an EIN":
  // https://www.irs.gov/instructions/iss4 — checked 2026-11-29.
  reviewedOn: '2026-11-29',
  blocks: [
    {
      type: 'p',
      text: 'An EIN (Employer Identification Number) is your LLC’s federal tax number. You need it to open a US bank account, to work with payment providers and to file the returns the IRS expects from your company. You do not need to live in the US or have a Social Security Number (SSN) to get one.',
    },
    { type: 'h', text: 'Why the online application is not available' },
    {
      type: 'p',
      text: 'The IRS online EIN application asks for the SSN or ITIN of the “responsible party” — the person who owns or controls the company. Without one of those numbers, the online form cannot be completed. That is a limit of the online tool, not a sign that something is wrong with your company.',
    },
    { type: 'h', text: 'Form SS-4 by phone, fax or mail' },
    {
      type: 'p',
      text: 'Instead, the application uses the questions of Form SS-4 (Application for Employer Identification Number). There are three ways to make it:',
    },
    {
      type: 'ul',
      items: [
        'By phone, for international applicants only — a company with no legal residence, principal place of business, office or agency in the US: call the IRS at {{federal:irs:ein-international-phone}} (not toll-free), 6 a.m. to 11 p.m. Eastern time, Monday to Friday. The person who calls must be allowed to receive the EIN and answer the questions of Form SS-4 (the owner, or a third-party designee named on the form). The IRS gives the EIN during the call.',
        'By fax: the signed Form SS-4 is faxed to the IRS, which aims to answer within about four business days; for non-US owners it often takes several weeks.',
        'By mail: allow about four weeks, and often longer.',
        'Apply only once. A second application while the first is pending can lead to two numbers, which is harder to fix than waiting.',
      ],
    },
    {
      type: 'p',
      text: 'The IRS then sends the EIN confirmation letter, known as CP 575.',
    },
    { type: 'h', text: 'How we help' },
    {
      type: 'p',
      text: 'If you ordered the EIN service, we prepare the SS-4 from the details you gave during formation, send it to the IRS and follow it up. You can follow each step (“EIN Application Started”, then “EIN Received”) on your dashboard, and we let you know as soon as the number arrives.',
    },
  ],
};
