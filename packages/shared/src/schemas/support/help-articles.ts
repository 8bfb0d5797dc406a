import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZLegalFact } from '../legal-facts';
import { SUPPORT_CATEGORIES } from './ticket-enums';

/** A help article; its body in blocks (no HTML travels): paragraphs, lists, subheadings. */
export const ZHelpBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('p'), text: z.string() }),
  z.object({ type: z.literal('h'), text: z.string() }),
  z.object({ type: z.literal('ul'), items: z.array(z.string()) }),
]);
export type THelpBlock = z.infer<typeof ZHelpBlock>;
export const ZHelpArticleSummary = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(SUPPORT_CATEGORIES),
});
export type THelpArticleSummary = z.infer<typeof ZHelpArticleSummary>;
export const ZHelpArticle = ZHelpArticleSummary.extend({
  blocks: z.array(ZHelpBlock),
  /** The day its words were last reviewed (ISO date). */
  reviewedOn: z.iso.date(),
  /**
   * The facts about the law it names (fees, dates, numbers), from the facts table with their
   * source and the day each was checked (issue 35): the figures in its text are these.
   */
  facts: z.array(ZLegalFact),
});
export type THelpArticle = z.infer<typeof ZHelpArticle>;
/**
 * An article as written in the API's source: its figures are `{{fact key}}` placeholders the
 * API fills from the facts table, and lists them in `facts`.
 */
export type THelpArticleSource = Omit<THelpArticle, 'facts'>;
/** GET …/support/articles?q=: the best matches for a subject (all of them without q). */
export const ZHelpArticleQuery = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});

export const ZHelpArticlesResponse = successEnvelope(z.array(ZHelpArticleSummary));
export const ZHelpArticleResponse = successEnvelope(ZHelpArticle);
