import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZHelpArticle } from '@charterline/shared/schemas/support';
import { createSignedInUser } from '../../../../test/auth-helpers';
import { compiledFactRows } from '../../../../test/legal-facts-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../../test/test-app';
import { legalFacts } from '../../../db/schema';
import { forgetLegalFacts } from '../../legal-facts/legal-facts.repository';
import { SUPPORT_BASE } from '../support-route-options';
import { HELP_ARTICLES } from './help-articles';
import { placeholdersOf, resolveArticle } from './resolve-article';

const wordsOf = (article: (typeof HELP_ARTICLES)[number]) =>
  article.blocks
    .flatMap((b) => (b.type === 'ul' ? b.items : [b.text]))
    .join(' ')
    .split(/\s+/).length;

describe('the help articles', () => {
  const facts = compiledFactRows();

  it('are at least a dozen valid articles of 150–350 words with distinct slugs', () => {
    expect(HELP_ARTICLES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(HELP_ARTICLES.map((a) => a.slug)).size).toBe(HELP_ARTICLES.length);
    for (const source of HELP_ARTICLES) {
      const article = resolveArticle(source, facts);
      expect(ZHelpArticle.parse(article)).toEqual(article);
      expect(wordsOf(article), article.slug).toBeGreaterThanOrEqual(150);
      expect(wordsOf(article), article.slug).toBeLessThanOrEqual(350);
    }
  });
  // Issue 35: an article that names a fee or a date takes it from the facts table.
  it('name no fee, amount or phone number of their own: each is a fact of the facts table', () => {
    for (const source of HELP_ARTICLES) {
      const words = [
        source.title,
        source.summary,
        ...source.blocks.flatMap((b) => (b.type === 'ul' ? b.items : [b.text])),
      ].join('\n');
      expect(words, source.slug).not.toMatch(/\$\s?\d/);
      expect(words, source.slug).not.toMatch(/\+1[\s-]?\d{3}/);
      // Every placeholder is a fact the seed compiles.
      for (const key of placeholdersOf(source))
        expect(facts.has(key), `${source.slug}: ${key}`).toBe(true);
    }
    const annual = resolveArticle(
      HELP_ARTICLES.find((a) => a.slug === 'annual-reports-by-state')!,
      facts,
    );
    const text = annual.blocks.flatMap((b) => (b.type === 'ul' ? b.items : [b.text])).join('\n');
    expect(text).toContain('licence tax of $60 (or more');
    expect(text).toContain('annual LLC tax of $300, due June 1 each year');
    expect(text).toContain('an annual report ($138.75) filed between January 1 and May 1');
    expect(text).toContain('a $400 late fee applies after May 1');
    expect(text).toContain('($2.65 million for 2026 reports)');
    expect(text).toContain('Certificate of Publication ($50)');
    expect(text).toContain('within 120 days of formation, a notice');
    // Each figure is listed with where it was read and when.
    expect(annual.facts.find((f) => f.key === 'rule:state:NY:publication:fee')).toMatchObject({
      value: '$50',
      source: expect.stringContaining('N.Y. LLC Law 206'),
      checkedOn: '2026-11-23',
      evidence: 'primary',
    });
  });
});

describe(`help articles and hours over HTTP (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({
      env: { SUPPORT_HOURS: 'mon-fri 09:00-17:00', SUPPORT_FIRST_ANSWER_HOURS: '4' },
    });
    ({ headers } = await createSignedInUser(t.app));
  });
  afterAll(() => t.close());

  const get = (path: string, auth = headers) =>
    t.app.inject({ url: `/api${SUPPORT_BASE}${path}`, headers: auth });
  const slugs = async (q: string, limit = 5) => {
    const res = await get(`/articles?q=${encodeURIComponent(q)}&limit=${limit}`);
    expect(res.statusCode).toBe(200);
    return (res.json().data as { slug: string }[]).map((a) => a.slug);
  };

  it('finds the EIN articles first for "EIN" and "ein number foreign"', async () => {
    const ein = ['ein-without-ssn-or-itin', 'ein-timing-and-waiting'];
    expect((await slugs('EIN')).slice(0, 2).sort()).toEqual([...ein].sort());
    expect((await slugs('ein number foreign')).slice(0, 2).sort()).toEqual([...ein].sort());
  });

  it('finds 5472, cancelling, and a typo', async () => {
    expect((await slugs('5472'))[0]).toBe('form-5472-foreign-owned-llc');
    expect((await slugs('cancel'))[0]).toBe('cancel-service-or-dissolve-llc');
    expect((await slugs('How do I cancel my plan?'))[0]).toBe('cancel-service-or-dissolve-llc');
    expect((await slugs('registred agent'))[0]).toBe('change-registered-agent');
    expect((await slugs('forward my letters'))[0]).toBe('receiving-and-forwarding-mail');
    expect((await slugs('Do I need to file a BOI report?'))[0]).toBe('boi-reporting-fincen');
    expect((await slugs('Wyoming annual report'))[0]).toBe('annual-reports-by-state');
    expect((await slugs('open a bank account'))[0]).toBe('open-us-bank-account-remotely');
    expect((await slugs('SMS code not arriving'))[0]).toBe('us-phone-number');
    expect(await slugs('EIN', 1)).toHaveLength(1);
    expect(await slugs('zzqqxx')).toEqual([]);
  });

  it('lists every article without q, summaries only', async () => {
    const res = await get('/articles');
    const data = res.json().data;
    expect(data).toHaveLength(HELP_ARTICLES.length);
    expect(data[0]).toEqual({
      slug: 'ein-without-ssn-or-itin',
      title: 'Getting an EIN without an SSN or ITIN',
      summary: expect.any(String),
      category: 'ein',
    });
  });

  it('takes a q of 200 characters, refuses 201', async () => {
    expect((await get(`/articles?q=${'a'.repeat(200)}`)).statusCode).toBe(200);
    const long = await get(`/articles?q=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].code).toBe('VALIDATION_ERROR');
  });

  it('answers one article by slug, 404 for an unknown one, 401 without a token', async () => {
    const res = await get('/articles/form-5472-foreign-owned-llc');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Form 5472 and the pro-forma 1120 for foreign-owned LLCs',
      reviewedOn: '2026-11-26',
      blocks: expect.arrayContaining([{ type: 'h', text: 'The penalty' }]),
    });
    const missing = await get('/articles/no-such-article');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].code).toBe('NOT_FOUND');
    expect((await get('/articles', {})).statusCode).toBe(401);
  });

  it('reads its figures from the facts table: a fact re-checked at a new value changes the article', async () => {
    const body = async () => {
      const res = await get('/articles/annual-reports-by-state');
      expect(res.statusCode).toBe(200);
      return res.json().data as {
        blocks: { items?: string[] }[];
        facts: { key: string; value: string; checkedOn: string }[];
      };
    };
    const wyoming = (a: Awaited<ReturnType<typeof body>>) =>
      a.blocks.flatMap((b) => b.items ?? []).find((i) => i.startsWith('Wyoming'));
    const before = await body();
    expect(wyoming(before)).toContain('licence tax of $60 (or more');
    expect(before.facts.find((f) => f.key === 'rule:state:WY:fee')).toMatchObject({ value: '$60' });

    await t.app.db
      .update(legalFacts)
      .set({ amount: 6500, checkedOn: '2027-01-15' })
      .where(eq(legalFacts.key, 'rule:state:WY:fee'));
    forgetLegalFacts(t.app.db);
    const after = await body();
    expect(wyoming(after)).toContain('licence tax of $65 (or more');
    expect(after.facts.find((f) => f.key === 'rule:state:WY:fee')).toMatchObject({
      value: '$65',
      checkedOn: '2027-01-15',
    });
    // The search reads the same words.
    expect((await slugs('Wyoming annual report'))[0]).toBe('annual-reports-by-state');
  });

  it('says the hours and when a ticket sent now would be answered', async () => {
    const before = Date.now();
    const res = await get('/hours');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      timeZone: 'America/New_York',
      schedule: 'Monday to Friday, 9:00–17:00 New York time, except US federal holidays',
      firstAnswerHours: 4,
    });
    // At least the 4 hours themselves, and never more than a long weekend plus a holiday away.
    const answerBy = Date.parse(data.answerByIfSentNow);
    expect(answerBy - before).toBeGreaterThanOrEqual(4 * 3_600_000);
    expect(answerBy - before).toBeLessThan(6 * 86_400_000);
  });
});
