import type { THelpArticleSource } from '@charterline/shared/schemas/support';

export const einTiming: THelpArticleSource = {
  slug: 'ein-timing-and-waiting',
  title: 'How long an EIN takes, and what to do while you wait',
  summary:
    'Typical EIN timing for non-US owners, what you can prepare meanwhile, and when to ask us to chase the IRS.',
  category: 'ein',
  // Instructions for Form SS-4, "How To Apply for an EIN": https://www.irs.gov/instructions/iss4
  // — checked 2026-11-29.
  reviewedOn: '2026-11-29',
  blocks: [
    {
      type: 'p',
      text: 'When the owner has no SSN or ITIN, the online application is closed to them and the EIN is requested with Form SS-4. By phone, open to international applicants only, the IRS gives the number during the call. By fax or mail it is not instant: most non-US owners receive their EIN within a few weeks of the application being sent, and when the IRS is busy (especially from January to April) it can take longer.',
    },
    { type: 'h', text: 'What you can do while you wait' },
    {
      type: 'ul',
      items: [
        'Keep your company documents ready: the articles of organization (or certificate of formation) and the operating agreement.',
        'Gather what a bank will ask for: your passport and a recent proof of your home address.',
        'Plan your invoicing and bookkeeping, so you can start as soon as the number arrives.',
        'Avoid applying again yourself. A second application usually slows things down and can create a duplicate number.',
      ],
    },
    {
      type: 'p',
      text: 'Most banks and payment providers cannot finish opening an account without the EIN, so it is normal for those steps to wait.',
    },
    { type: 'h', text: 'When the EIN arrives' },
    {
      type: 'p',
      text: 'The IRS confirms the number with a letter called CP 575. Keep it safe: banks often ask for it. If it is ever lost, the IRS can send a replacement confirmation (Letter 147C) on request.',
    },
    { type: 'h', text: 'If it takes too long' },
    {
      type: 'p',
      text: 'If your dashboard still shows the EIN application as started after six weeks, open a ticket in the EIN category and we will follow it up with the IRS for you.',
    },
  ],
};
