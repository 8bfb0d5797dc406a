import type { THelpArticleSource } from '@charterline/shared/schemas/support';

export const mailForwarding: THelpArticleSource = {
  slug: 'receiving-and-forwarding-mail',
  title: 'Receiving and forwarding your mail',
  summary:
    'How letters to your US mailing address reach you: scans, forwarding, shredding, rules and urgent letters.',
  category: 'mail',
  reviewedOn: '2026-11-26',
  blocks: [
    {
      type: 'p',
      text: 'With our mailing address service, every letter that arrives for your company is logged the day it comes in, with a picture of the envelope, under Communication → Mail. We send you a notification so you know it is there.',
    },
    { type: 'h', text: 'What you can do with a letter' },
    {
      type: 'ul',
      items: [
        'Open and scan: we open it and add a scan of the contents, which you can read and download.',
        'Forward: we post the original to an address you choose, anywhere in the world. Shipping is shown before you confirm.',
        'Hold for pickup, shred or recycle what you do not need.',
      ],
    },
    {
      type: 'p',
      text: 'You can also set mail rules by kind of letter, for example to have every IRS letter opened and scanned, or marketing recycled, automatically.',
    },
    { type: 'h', text: 'Urgent letters' },
    {
      type: 'p',
      text: 'Letters that usually need quick action, such as those from the IRS, a state agency or a court, are marked urgent. We remind you about an urgent letter until you open it, and if it stays unopened for two days we open a support ticket about it, so it is not missed.',
    },
    { type: 'h', text: 'Good to know' },
    {
      type: 'ul',
      items: [
        'Give this address to the IRS, your bank and your customers, and keep the registered agent address for the state.',
        'Originals of important documents (an EIN letter, a bank card) are worth forwarding; a scan is enough for most other letters.',
        'If a letter looks wrong or you expected one that has not arrived, open a ticket from the letter’s page with “Ask support about this”.',
      ],
    },
  ],
};
