import type { THelpArticleSource } from '@charterline/shared/schemas/support';

export const registeredAgentChange: THelpArticleSource = {
  slug: 'change-registered-agent',
  title: 'Changing your registered agent',
  summary:
    'When you might change registered agent, how the change is filed with the state, and how to avoid a gap.',
  category: 'formation',
  reviewedOn: '2026-11-26',
  blocks: [
    {
      type: 'p',
      text: 'Your registered agent is the person or company, with a street address in your state of formation, that accepts legal papers and state notices for your LLC. The state must always have a current agent on file.',
    },
    { type: 'h', text: 'When people change agent' },
    {
      type: 'ul',
      items: [
        'You move from another provider to our registered agent service, or the other way round.',
        'Your current agent is closing down or has stopped forwarding documents.',
        'You opened an office in the state and want to act as your own agent (you need a street address there and must be available during business hours).',
      ],
    },
    { type: 'h', text: 'How the change is made' },
    {
      type: 'p',
      text: 'The change is a filing with the state, usually called a statement or certificate of change. In LLC management, choose “Registered agent”, enter the new agent’s name and US street address, and pay the state’s fee with our price at checkout. Our team files it, and your company profile shows the new agent once the state has accepted the change.',
    },
    { type: 'h', text: 'Avoiding a gap' },
    {
      type: 'ul',
      items: [
        'Keep the current agent until the state has accepted the change.',
        'Only then cancel the old agent’s renewal.',
        'Make sure your mailing address is up to date too, so state notices reach you.',
      ],
    },
    {
      type: 'p',
      text: 'Our registered agent service renews every year; its renewal appears under Your services with a reminder before it is due.',
    },
  ],
};
