import type { THelpArticleSource } from '@charterline/shared/schemas/support';

export const invoicingGettingPaid: THelpArticleSource = {
  slug: 'invoicing-and-getting-paid',
  title: 'Invoicing your customers and getting paid',
  summary:
    'Sending proper invoices from your LLC, taking card payments, reminders, and recording what you receive.',
  category: 'invoicing',
  reviewedOn: '2026-11-26',
  blocks: [
    {
      type: 'p',
      text: 'Invoices should come from the company, not from you personally: the LLC’s legal name and address, a unique invoice number, the date, what you sold, the amount and the currency, and when and how to pay. That keeps the company’s income clearly separate from yours.',
    },
    { type: 'h', text: 'On the Invoicing page' },
    {
      type: 'ul',
      items: [
        'Save your customers once and create invoices from them; each invoice is numbered for you.',
        'Send the invoice by e-mail with a PDF; your customer can pay by card when you have connected card payments (through Stripe).',
        'Reminders go out by themselves: three days before the due date, on the due date and a week after, each once.',
        'Record a payment received another way, such as a bank transfer, and issue a credit note to correct an invoice.',
      ],
    },
    { type: 'h', text: 'Getting the money to your bank' },
    {
      type: 'p',
      text: 'Card payments are paid out by Stripe to the company’s bank account. Bank transfers go straight to it. Either way, the money should land in the company’s account, not your personal one.',
    },
    { type: 'h', text: 'Good habits' },
    {
      type: 'ul',
      items: [
        'Invoice promptly and set clear payment terms (for example 14 or 30 days).',
        'Keep every invoice and credit note: they are part of your records for the year’s tax filings.',
        'Follow up on overdue invoices early; a short, friendly note usually works better than waiting.',
      ],
    },
  ],
};
