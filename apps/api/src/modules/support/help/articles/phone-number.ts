import type { THelpArticleSource } from '@charterline/shared/schemas/support';

export const phoneNumber: THelpArticleSource = {
  slug: 'us-phone-number',
  title: 'Your company’s US phone number',
  summary:
    'What the virtual US number is for, how texts, calls, forwarding and voicemail work, and how credit is used.',
  category: 'account',
  reviewedOn: '2026-11-27',
  blocks: [
    {
      type: 'p',
      text: 'Many US services — banks, payment providers, marketplaces — ask for a US phone number and send one-time codes by text message. Our virtual phone number service gives your company its own US number, which you use from the portal wherever you are.',
    },
    { type: 'h', text: 'Where to find it' },
    {
      type: 'p',
      text: 'Under Communication → Phone you see your number, the text messages it received (codes included), the calls and the voicemails. You can also send a text from there.',
    },
    { type: 'h', text: 'Calls, forwarding and voicemail' },
    {
      type: 'ul',
      items: [
        'Without a forwarding number, calls go to voicemail, and you can listen to each message on the Phone page.',
        'With a forwarding number, calls ring on the phone you choose, in one of the countries listed under “Rates by country” on the Phone page. Each minute is paid from your phone credit at that country’s rate; a call can last as long as your credit pays for, and with less than a minute of credit calls go to voicemail.',
        'Texts can be sent to the same countries. A text of up to 160 characters is one part (70 if it uses accents outside the basic set, another script or emoji); longer texts are sent in parts, each paid at the country’s rate.',
        'Top up your credit with “Add credit” on the Phone page.',
      ],
    },
    { type: 'h', text: 'Good to know' },
    {
      type: 'ul',
      items: [
        'Some services do not accept virtual numbers for verification; if a code never arrives, try the voice-call option or ask the service for another way.',
        'The number stays yours while the service is active. If the service ends, the number is released and may not be available again.',
      ],
    },
  ],
};
