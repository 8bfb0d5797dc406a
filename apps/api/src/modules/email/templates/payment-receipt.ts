import { formatMoney } from '@charterline/shared/format';
import type { TLineItem } from '@charterline/shared/schemas/billing';
import { composeMail } from './layout';

/** After a paid checkout is fulfilled: what was bought, the total, and where the receipt is. */
export const paymentReceiptMail = (input: {
  user: { email: string; firstName: string };
  company: string;
  total: number;
  lineItems: readonly TLineItem[];
}) =>
  composeMail(
    {
      kind: 'payment-receipt',
      recipient: input.user.email,
      subject: `Your receipt for ${formatMoney(input.total)}`,
    },
    {
      greeting: `Hi ${input.user.firstName},`,
      paragraphs: [
        `Thank you: we received your payment of ${formatMoney(input.total)} for ${input.company}.`,
      ],
      details: [
        ...input.lineItems.map((l): [string, string] => [l.name, formatMoney(l.amount)]),
        ['Total paid', formatMoney(input.total)],
      ],
      action: { label: 'See your receipt', path: '/dashboard/billing' },
      after: ['The receipt and an invoice are on the billing page as PDFs.'],
    },
  );
