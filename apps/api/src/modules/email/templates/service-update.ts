import { SERVICE_STATUS_WORDS } from '@charterline/shared/services';
import { SERVICE_PAGES, type TServiceStatus } from '@charterline/shared/schemas/services';
import { composeMail } from './layout';

/** What the customer reads when staff move one of their services. */
const CUSTOMER_TEXT: Record<TServiceStatus, (name: string) => string> = {
  ORDERED: (n) => `We have your order for ${n}.`,
  IN_PROGRESS: (n) => `We are working on ${n}.`,
  WAITING_ON_CUSTOMER: (n) => `${n} needs something from you before we can go on.`,
  DELIVERED: (n) => `${n} is done and delivered.`,
  CANCELLED: (n) => `${n} is cancelled.`,
  REFUNDED: (n) => `${n} is refunded.`,
  ACTIVE: (n) => `${n} is active: it is running for your company.`,
};

/** Staff moved a service: what happened, what the customer must do, and the service's page. */
export const serviceUpdateMail = (input: {
  user: { email: string; firstName: string };
  company: string;
  service: { id: string; name: string; status: TServiceStatus; waitingOn: string | null };
  note: string | null;
}) => {
  const { service } = input;
  return composeMail(
    {
      kind: `service-${service.status.toLowerCase().replaceAll('_', '-')}`,
      recipient: input.user.email,
      subject: `${service.name} for ${input.company}: ${SERVICE_STATUS_WORDS[service.status]}`,
    },
    {
      greeting: `Hi ${input.user.firstName},`,
      paragraphs: [CUSTOMER_TEXT[service.status](service.name)],
      details: [
        ...(service.waitingOn
          ? [['What we need from you', service.waitingOn] as [string, string]]
          : []),
        ...(input.note ? [['Note from our team', input.note] as [string, string]] : []),
      ],
      action: { label: `Open ${service.name}`, path: SERVICE_PAGES.one(service.id) },
    },
  );
};
