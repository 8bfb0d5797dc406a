import { z } from 'zod';
import { successEnvelope } from './envelope';

/** The command palette's search of the company's own data (issue 36). */
export const ZCompanySearchQuery = z.object({
  q: z.string().trim().min(2, 'Type at least 2 characters').max(100, 'At most 100 characters'),
  companyId: z.uuid().optional(),
});
export type TCompanySearchQuery = z.input<typeof ZCompanySearchQuery>;

export const SEARCH_HIT_KINDS = ['invoice', 'customer', 'letter', 'document', 'ticket'] as const;
export type TSearchHitKind = (typeof SEARCH_HIT_KINDS)[number];

export const ZSearchHit = z.object({
  kind: z.enum(SEARCH_HIT_KINDS),
  id: z.string(),
  title: z.string(),
  /** A second line: the customer, the day a letter arrived, a document's file… */
  detail: z.string(),
  /** Where the portal shows it. */
  url: z.string(),
});
export type TSearchHit = z.infer<typeof ZSearchHit>;

export const ZCompanySearchResponse = successEnvelope(z.object({ hits: z.array(ZSearchHit) }));
