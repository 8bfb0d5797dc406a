import { PROCESSING_STEPS } from '@charterline/shared/rules/processing';

/** How a company event reads in the notifications menu. */
export const eventText = (event: {
  kind: string;
  fromStatus: string | null;
  toStatus: string | null;
  companyName: string | null;
}): { title: string; body: string } => {
  const company = event.companyName ?? 'Your new company';
  const words = (s: string | null) => (s ?? '').toLowerCase().replaceAll('_', ' ');
  switch (event.kind) {
    case 'COMPANY_CREATED':
      return { title: 'Company created', body: `${company} is ready for its onboarding.` };
    case 'PAYMENT_RECEIVED':
      return { title: 'Payment received', body: `Thank you: the payment for ${company} is in.` };
    case 'FORMATION_CONFIRMED':
      return {
        title: 'Formation details confirmed',
        body: `We have the details of ${company} and are preparing the filing.`,
      };
    case 'DOCUMENT_ADDED':
      return { title: 'New document', body: `A document was added to ${company}.` };
    case 'STATUS_CHANGED':
      return {
        title: 'Status updated',
        body: `${company} moved from ${words(event.fromStatus)} to ${words(event.toStatus)}.`,
      };
    default: {
      const step = PROCESSING_STEPS.find((s) => s.key === event.kind);
      if (step) return { title: step.title, body: `${company}: ${step.title.toLowerCase()}.` };

      return { title: words(event.kind).replace(/^./, (c) => c.toUpperCase()), body: company };
    }
  }
};
