import type { TPhoneProvider } from '@charterline/shared/schemas/phone-line';

/**
 * The phone provider behind the company's US number (decision 0157): one type, two
 * implementations chosen by PHONE_PROVIDER, like the payments' provider.
 */
export type TPhoneGateway = {
  name: TPhoneProvider;
  /** A new number for the company (E.164) and the provider's id of it. Throws when none is free. */
  acquireNumber: (input: { companyId: string }) => Promise<{ number: string; providerRef: string }>;
  /** Gives the number back to the provider (the subscription ended). */
  releaseNumber: (providerRef: string) => Promise<void>;
  /** An outbound text from the company's number; `segments` as the provider counted them. */
  sendText: (input: {
    from: string;
    to: string;
    body: string;
  }) => Promise<{ providerRef: string; segments?: number | undefined }>;
  /** Whether a webhook came from the provider (`url` is the public URL it called). */
  verifyWebhook: (
    url: string,
    params: Record<string, string>,
    signature: string | undefined,
  ) => boolean;
  /**
   * How a forwarded call ended, asked of the provider when its end callback never came
   * (issue 33): `running` while it lasts, `unknown` when the provider has no such call.
   * `status` is a DialCallStatus (completed, no-answer, busy, failed, canceled).
   */
  forwardedCallEnd: (
    callRef: string,
  ) => Promise<
    { kind: 'ended'; status: string; seconds: number } | { kind: 'running' | 'unknown' }
  >;
  /** A voicemail recording's audio (null: none), fetched from the provider. */
  fetchRecording: (
    recordingUrl: string,
  ) => Promise<{ body: ReadableStream<Uint8Array>; contentType: string } | null>;
};

/** The provider cannot do it now (unreachable, no number free): the caller retries later. */
export class PhoneProviderError extends Error {}
