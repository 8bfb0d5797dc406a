import type { THelpArticleSource } from '@charterline/shared/schemas/support';

export const mailingVsRegisteredAgent: THelpArticleSource = {
  slug: 'mailing-address-vs-registered-agent',
  title: 'Your US mailing address vs your registered agent address',
  summary:
    'Two different US addresses with different jobs, which one to give to whom, and what banks usually accept.',
  category: 'mail',
  reviewedOn: '2026-11-26',
  blocks: [
    {
      type: 'p',
      text: 'Your LLC usually has two US addresses. They look similar but do different jobs, and mixing them up is a common source of lost mail.',
    },
    { type: 'h', text: 'Registered agent address' },
    {
      type: 'p',
      text: 'Every LLC must name a registered agent with a street address in its state of formation. The agent receives legal papers (for example if someone sues the company) and official notices from the state. The address is on public record. Use it for the state, and not as your everyday business address.',
    },
    { type: 'h', text: 'Mailing address' },
    {
      type: 'p',
      text: 'Your mailing address is where everyday post goes: IRS letters, bank cards and statements, customers and suppliers. With our mailing address service, letters sent there appear under Communication → Mail, where you can have them opened and scanned, forwarded to you, or shredded.',
    },
    { type: 'h', text: 'What banks accept' },
    {
      type: 'p',
      text: 'Banks set their own rules and they change, so check with your bank before you apply. In general:',
    },
    {
      type: 'ul',
      items: [
        'Many banks do not accept a registered agent address as the company’s business address.',
        'Some also refuse virtual office or mail-scanning addresses, while others accept them.',
        'For you as the owner, banks usually ask for your own home address, even when it is outside the US.',
      ],
    },
    {
      type: 'p',
      text: 'Whichever you use, keep it the same everywhere: the IRS, the bank and your invoices should show one consistent address.',
    },
  ],
};
