import { z } from 'zod';
import { EIN_MESSAGE, EIN_PATTERN } from '../rules/ein';
import {
  ZCompanyDetailsResponse,
  ZCompanyInfoRequest,
  ZOwnersRequest,
  ZRegisteredAgentRequest,
} from './company';

export const FORMATION_DATE_MESSAGE = 'Enter the date your LLC was formed';
export const FORMATION_DATE_FUTURE_MESSAGE = 'The formation date cannot be in the future';
export const STATE_FILE_NUMBER_MESSAGE =
  'Enter the file number the state gave your LLC (1–30 letters, digits or dashes)';

/** Whether an ISO date (YYYY-MM-DD) is after `today` (read in UTC, as the server's clock). */
export const isFutureDate = (isoDate: string, today: Date): boolean =>
  isoDate > today.toISOString().slice(0, 10);

/**
 * POST /client/company/v7/existing-llc ("Bring your LLC", decision 0113): an LLC formed
 * elsewhere. The name and designation, the state and the registered agent take the
 * formation steps' schemas; the owners the owners step's (percentages sum to 100). The name
 * is also checked by rules/llc-name and the state against the allowed states; a date in the
 * future is refused by the server's clock.
 */
export const ZExistingLlcRequest = z
  .object({
    companyName: ZCompanyInfoRequest.shape.companyName,
    companyNameType: ZCompanyInfoRequest.shape.companyNameType,
    state: ZCompanyInfoRequest.shape.state,
    formationDate: z.iso.date({ error: FORMATION_DATE_MESSAGE }),
    stateFileNumber: z
      .string({ error: STATE_FILE_NUMBER_MESSAGE })
      .trim()
      .regex(/^[A-Za-z0-9-]{1,30}$/, STATE_FILE_NUMBER_MESSAGE)
      .toUpperCase(),
    /** Optional: blank is "no EIN yet". */
    ein: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.string({ error: EIN_MESSAGE }).trim().regex(EIN_PATTERN, EIN_MESSAGE).optional(),
    ),
    registeredAgent: ZRegisteredAgentRequest,
  })
  .and(ZOwnersRequest);
export type TExistingLlcRequest = z.input<typeof ZExistingLlcRequest>;
export type TExistingLlc = z.output<typeof ZExistingLlcRequest>;

/** The answer: the company's details, as every formation step answers. */
export const ZExistingLlcResponse = ZCompanyDetailsResponse;
