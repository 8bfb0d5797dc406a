import type { THelpArticleSource } from '@charterline/shared/schemas/support';

export const cancelOrDissolve: THelpArticleSource = {
  slug: 'cancel-service-or-dissolve-llc',
  title: 'Cancelling a service or closing your LLC',
  summary:
    'How to stop a service from renewing, and what closing (dissolving) the company involves so nothing is left open.',
  category: 'account',
  reviewedOn: '2026-11-29',
  blocks: [
    { type: 'h', text: 'Cancelling a service' },
    {
      type: 'p',
      text: 'Go to Your services, open the service and choose “Cancel renewal”, then confirm. That is all: no e-mail or ticket is needed. The service keeps running until the end of the period you already paid for, and until then you can change your mind with “Undo cancellation”.',
    },
    {
      type: 'p',
      text: 'Think twice before cancelling the registered agent while the company exists: every LLC must have one, and a state can remove a company without one from good standing. If you are moving to another agent, file the change first.',
    },
    { type: 'h', text: 'Closing (dissolving) the LLC' },
    {
      type: 'p',
      text: 'If you no longer need the company, close it properly rather than letting it lapse. A lapsed company can keep building up state fees and penalties, and the IRS still expects its returns.',
    },
    {
      type: 'ul',
      items: [
        'Settle what the company owes and collect what it is owed.',
        'Close the company’s bank and payment accounts once money has stopped moving.',
        'File the articles of dissolution (or certificate of cancellation) with the state. In LLC management, choose “Close the company”: you see the state’s fee and our price before you pay, and we file it.',
        'In Texas, first get the Comptroller’s Certificate of Account Status (Form 05-359), which takes weeks: the state refuses the Certificate of Termination without it. We request it before we file.',
        'File the final federal returns, marked as final — the last Form 5472 with its pro-forma 1120 for a foreign-owned single-member LLC ({{federal:irs:5472:penalty}} penalty if missed), or the final Form 1065. They stay on your Compliance page, with reminders.',
        'Once the final returns are filed, the IRS can close the company’s EIN account on written request.',
      ],
    },
    {
      type: 'p',
      text: 'Keep your services, especially the registered agent, active until the state confirms the dissolution. Then cancel their renewal as above.',
    },
  ],
};
