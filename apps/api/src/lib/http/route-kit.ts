import { z } from 'zod';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';

/**
 * The pieces every route declares (decision 0192): the success envelope, the failures a
 * signed-in route answers, the company query and what a tag's routes share.
 */

/** A success answer: `{ status: 'success', data }`. */
export const ok = <T>(data: T) => ({ status: 'success' as const, data });

/** A removal's answer: the envelope and what was done, no data. */
export const ZDoneResponse = z.object({
  status: z.literal('success'),
  message: z.string().optional(),
});

/** The failures a signed-in, company-scoped route answers, each in the error envelope. */
export const FAILURES = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
};

/** `?companyId=` (else the `x-company-id` header, else the caller's first company). */
export const ZCompanyQuery = z.object({ companyId: z.uuid().optional() });

/** What a tag's signed-in routes share: the tag and the bearer token. */
export const signedIn = (tag: string) => ({ tags: [tag], security: [{ bearer: [] }] });

/** The same with the company query, for routes that take no other query. */
export const companyScoped = (tag: string) => ({ ...signedIn(tag), querystring: ZCompanyQuery });
