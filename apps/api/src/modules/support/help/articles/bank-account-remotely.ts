import type { THelpArticleSource } from '@charterline/shared/schemas/support';

export const bankAccountRemotely: THelpArticleSource = {
  slug: 'open-us-bank-account-remotely',
  title: 'Opening a US bank account remotely',
  summary:
    'What banks usually ask a non-US owner for, and how to make the application go smoothly.',
  category: 'formation',
  reviewedOn: '2026-11-26',
  blocks: [
    {
      type: 'p',
      text: 'A US business account lets your LLC receive payments from US customers and platforms and keeps company money apart from your own. Many traditional banks still ask you to visit a branch, but several banks and financial technology providers open accounts for non-US owners entirely online.',
    },
    { type: 'h', text: 'What you will usually be asked for' },
    {
      type: 'ul',
      items: [
        'The EIN confirmation letter from the IRS (CP 575, or Letter 147C).',
        'The articles of organization (or certificate of formation) filed with the state.',
        'The operating agreement, showing who owns the company.',
        'A valid passport for each owner, and sometimes a second ID.',
        'Proof of your home address, such as a recent utility bill or bank statement.',
        'A US business address for the company (see the article on mailing and registered agent addresses).',
        'A short description of the business, your website and where your customers are.',
      ],
    },
    { type: 'h', text: 'Tips for a smooth application' },
    {
      type: 'ul',
      items: [
        'Use exactly the same company name and address as on your formation documents and EIN letter.',
        'Describe what the company does clearly and concretely; vague answers are a common reason for refusal.',
        'Expect questions: banks must check who they work with, and some countries and business types are not accepted.',
      ],
    },
    {
      type: 'p',
      text: 'If you ordered our bank account service, we prepare the documents with you and guide you through the application. Your formation progress shows “Bank Account Opened” when it is done.',
    },
  ],
};
