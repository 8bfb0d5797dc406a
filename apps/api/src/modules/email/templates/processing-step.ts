import type { TProcessingStepKey } from '@charterline/shared/rules/processing';
import { composeMail } from './layout';
import { DOCUMENTS_PATH, PROCESSING_PATH } from './paths';

const CUSTOMER_TEXT: Record<TProcessingStepKey, string> = {
  DOCUMENTS_SUBMITTED: 'We have checked your formation details and prepared the filing.',
  STATE_FILING_STARTED: 'We have filed your Articles of Organization with the state.',
  STATE_FILING_COMPLETED: 'The state has approved your filing: your LLC exists.',
  EIN_APPLICATION_STARTED: 'We have applied to the IRS for your EIN.',
  EIN_RECEIVED: 'The IRS has issued your EIN.',
  BANK_ACCOUNT_OPENED: 'Your US business bank account application is through.',
  FINAL_DOCUMENTS_DELIVERED: 'Your final formation documents are in your dashboard.',
};

/** Operations recorded a processing step: what happened, and the tracker (or the documents). */
export const processingStepMail = (input: {
  user: { email: string; firstName: string };
  company: string;
  step: TProcessingStepKey;
  title: string;
  ein?: string | undefined;
}) => {
  const last = input.step === 'FINAL_DOCUMENTS_DELIVERED';
  return composeMail(
    {
      kind: `processing-${input.step.toLowerCase().replaceAll('_', '-')}`,
      recipient: input.user.email,
      subject: `${input.company}: ${input.title}`,
    },
    {
      greeting: `Hi ${input.user.firstName},`,
      paragraphs: [CUSTOMER_TEXT[input.step]],
      details: input.ein ? [['Your EIN', input.ein]] : [],
      action: last
        ? { label: 'Open your documents', path: DOCUMENTS_PATH }
        : { label: 'Follow every step of your formation', path: PROCESSING_PATH },
    },
  );
};
