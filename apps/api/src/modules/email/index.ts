/**
 * E-mail: the outbox, the mailer (SMTP or a folder) and every e-mail's template.
 *
 * The area's public entry (decision 0192): what other areas may use. They import this file,
 * never the area's other files.
 */
export { enqueueMail } from './outbox.repository';
export type { TMailAttachment, TOutgoingMail } from './outbox.repository';
export { changeDoneMail } from './templates/change-done';
export { complianceReminderMail } from './templates/compliance-reminder';
export { existingLlcVerifiedMail } from './templates/existing-llc-verified';
export { formationConfirmedMail } from './templates/formation-confirmed';
export { APP_NAME_MARK, composeMail } from './templates/layout';
export { mailReceivedMail } from './templates/mail-received';
export { mailRequestCancelledMail, mailRequestDoneMail } from './templates/mail-request-done';
export { paymentReceiptMail } from './templates/payment-receipt';
export {
  phoneNumberAssignedMail,
  phoneTextMail,
  phoneVoicemailMail,
} from './templates/phone-mails';
export { processingStepMail } from './templates/processing-step';
export { serviceUpdateMail } from './templates/service-update';
export {
  renewalCancelledMail,
  renewalFailedMail,
  renewalReminderMail,
  subscriptionEndedMail,
  subscriptionLapsedMail,
} from './templates/subscription-mails';
export type { TSubscriptionMailInput } from './templates/subscription-mails';
export { supportReplyMail } from './templates/support-reply';
export {
  urgentMailMail,
  urgentMailReminderMail,
  urgentMailTicketMail,
} from './templates/urgent-mail';
export { welcomeMail } from './templates/welcome';
