import { describe, expect, it } from 'vitest';
import type { THelpArticleSource } from '@charterline/shared/schemas/support';
import { compiledFactRows } from '../../../../../test/legal-facts-helpers';
import { resolveArticle } from '../resolve-article';
import { boiReporting } from './boi-reporting';
import { einTiming } from './ein-timing';
import { einWithoutSsn } from './ein-without-ssn';

const facts = compiledFactRows();
/** What a customer reads: the figures filled from the facts table. */
const textOf = (source: THelpArticleSource): string =>
  resolveArticle(source, facts)
    .blocks.map((b) => ('text' in b ? b.text : 'items' in b ? b.items.join('\n') : ''))
    .join('\n');

// Issue 35 item 6: what the help articles say about the law, checked against its sources.
describe('the help articles on the EIN and beneficial ownership say what the law says', () => {
  it('names the IRS phone line open to international applicants (SS-4 instructions)', () => {
    const text = textOf(einWithoutSsn);
    expect(text).toContain('By phone, for international applicants only');
    expect(text).toContain('+1 267-941-1099');
    expect(text).toContain('The IRS gives the EIN during the call.');
    expect(einWithoutSsn.summary).toContain('phone, fax or mail');
    // Fax and mail are no longer "the only way" without an SSN or ITIN.
    expect(textOf(einTiming)).toContain('By phone, open to international applicants only');
    expect(textOf(einTiming)).not.toMatch(/requested with Form SS-4 by fax or mail, so/);
  });

  it('says New York’s LLC Transparency Act covers only LLCs formed outside the US', () => {
    const text = textOf(boiReporting);
    expect(text).toContain(
      'applies only to LLCs formed under the law of another country and authorised to do business in New York',
    );
    expect(text).not.toContain('New York has passed one for LLCs formed or registered there');
    for (const article of [boiReporting, einWithoutSsn, einTiming]) {
      expect(article.reviewedOn).toBe('2026-11-29');
    }
  });
});
