import { composeMail } from './layout';

/** Communication's Phone tab. */
export const PHONE_PATH = '/dashboard/communication?tab=phone';

type TInput = { user: { email: string; firstName: string }; company: string };

/** The company's US number is assigned (issue 23): the number and its starting credit. */
export const phoneNumberAssignedMail = (input: TInput & { display: string; credit: string }) =>
  composeMail(
    {
      kind: 'phone-number-assigned',
      recipient: input.user.email,
      subject: `Your US phone number is ready: ${input.display}`,
    },
    {
      greeting: `Hi ${input.user.firstName},`,
      paragraphs: [
        `${input.company} now has a US phone number for calls and texts: ${input.display}.`,
        'Texts arrive on your Phone page; you can forward calls to any phone you choose.',
      ],
      details: [
        ['Number', input.display],
        ['Credit', input.credit],
      ],
      action: { label: 'Open your phone', path: PHONE_PATH },
    },
  );

/**
 * A text arrived. The subject names only the sender (decision 0157: a one-time code in a
 * subject line shows on lock screens and in notification previews); the body has the text.
 */
export const phoneTextMail = (
  input: TInput & { from: string; body: string; code: string | null },
) =>
  composeMail(
    {
      kind: 'phone-text-received',
      recipient: input.user.email,
      subject: `New text from ${input.from}`,
    },
    {
      greeting: `Hi ${input.user.firstName},`,
      paragraphs: [`${input.company}'s US number received a text from ${input.from}:`, input.body],
      details: input.code ? [['Code', input.code]] : [],
      action: { label: 'See your texts', path: PHONE_PATH },
    },
  );

/** A caller left a voicemail. */
export const phoneVoicemailMail = (
  input: TInput & { from: string; seconds: number; transcript: string | null },
) =>
  composeMail(
    {
      kind: 'phone-voicemail',
      recipient: input.user.email,
      subject: `New voicemail from ${input.from}`,
    },
    {
      greeting: `Hi ${input.user.firstName},`,
      paragraphs: [
        `${input.from} left a voicemail of ${input.seconds} seconds on ${input.company}'s US number.`,
        ...(input.transcript ? [`“${input.transcript}”`] : []),
      ],
      action: { label: 'Listen to it', path: PHONE_PATH },
    },
  );
