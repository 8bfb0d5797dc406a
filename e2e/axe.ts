import { createHash } from 'node:crypto';
import { mkdirSync, openSync, closeSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The accessibility scan of every page a journey visits (issue 34; decision 0178).
 *
 * Each page the browser lands on (a load or a route change of the app) is scanned once it has
 * settled, with axe-core's WCAG 2.0/2.1 A and AA rules; a serious or critical violation fails
 * the test that visited it. A page is scanned once per run, at the width of the first journey
 * that comes by (a scan takes 1–8 s on 2 cores): the workers claim it with a file under
 * test-results/, so the second worker to come by does not pay for it again. Ids in the
 * address (UUIDs, numbers) count as one page.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const IMPACTS = new Set(['serious', 'critical']);
/** The page has settled when no request was in flight for this long. */
const QUIET_MS = 300;
/** Longest wait for its animations to end once it has settled. */
const ANIMATION_LIMIT_MS = 2_000;
/** Longest wait for it to settle: a page polling for ever is scanned as it is. */
const SETTLE_LIMIT_MS = 5_000;

const claimsDir = join(process.cwd(), 'test-results', '.axe-scanned');
const claimedHere = new Set<string>();

export type TAxeFinding = {
  page: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
};

/** What the scans found while the current test ran, and the scans still running. */
let findings: TAxeFinding[] = [];
let running = new Set<Promise<void>>();
/** Scans waiting for their page's route change to end: a test's end starts them at once. */
const waiting = new Map<Page, () => void>();
/** The pages this worker scanned and how long each took (the run's report). */
const scanned: { key: string; ms: number }[] = [];

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const ID = /^(\d+|[A-Za-z0-9_-]{20,}|CL-[\w-]+)$/;
const anonymous = (value: string) => (ID.test(value) ? ':id' : value.replace(UUID, ':id'));

/** The query's parts that choose what a page shows; the others (filters, dates, where to go back to) do not make a new page. */
const SHOWN_BY = new Set([
  'tab',
  'view',
  'step',
  'folder',
  'item',
  'ticket',
  'obligation',
  'new',
  'change',
  'deleted',
]);

/**
 * "/dashboard/invoicing/3f0c…?tab=x&q=rent&item=42" → "/dashboard/invoicing/:id?item=:id&tab=x":
 * ids (UUIDs anywhere, numbers, long tokens, receipt numbers) do not make a new page, nor do
 * the query's filters; what a tab, a step or an open item shows does.
 */
export const pageKey = (url: string): string => {
  const { pathname, searchParams } = new URL(url);
  const path = pathname.split('/').map(anonymous).join('/');
  const query = [...searchParams.entries()]
    .filter(([name]) => SHOWN_BY.has(name))
    .map(([name, value]) => `${name}=${anonymous(value)}`)
    .sort()
    .join('&');
  return `${path}${query ? `?${query}` : ''}`;
};

const claim = (key: string): boolean => {
  if (claimedHere.has(key)) return false;
  claimedHere.add(key);
  mkdirSync(claimsDir, { recursive: true });
  try {
    closeSync(openSync(join(claimsDir, createHash('sha1').update(key).digest('hex')), 'wx'));
    return true;
  } catch {
    return false; // another worker has it
  }
};

/** A scan that could not finish (the test moved on) leaves the page to the next visit. */
const release = (key: string) => {
  claimedHere.delete(key);
  rmSync(join(claimsDir, createHash('sha1').update(key).digest('hex')), { force: true });
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const settled = async (inFlight: () => number) => {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  let quietSince = inFlight() === 0 ? Date.now() : Infinity;
  while (Date.now() < deadline) {
    if (inFlight() > 0) quietSince = Infinity;
    else if (quietSince === Infinity) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
    await sleep(50);
  }
};

/**
 * Waits for the page's finite animations and transitions (a toast sliding and fading in) to
 * end: mid-fade, text is measured against a blend of its colours and fails contrast it has
 * once shown. Endless ones (a spinner) are not waited for; neither is anything past the cap.
 */
const animationsDone = (page: Page) =>
  page
    .evaluate(async (limit) => {
      const finite = document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
        );
      await Promise.race([
        Promise.allSettled(finite.map((a) => a.finished)),
        new Promise((resolve) => setTimeout(resolve, limit)),
      ]);
    }, ANIMATION_LIMIT_MS)
    .catch(() => undefined);

type TViolations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/**
 * What a scan found, found again: the journey goes on while a scan runs (1–8 s), so a toast can
 * start fading in under it and be measured mid-fade. The rules that fired run a second time once
 * the page's animations have ended; what still fails is the page's. Null when the page moved on
 * meanwhile: it is scanned on a later visit.
 */
const confirmed = async (
  page: Page,
  url: string,
  violations: TViolations,
): Promise<TViolations | null> => {
  if (violations.length === 0) return violations;
  await animationsDone(page);
  if (page.isClosed() || page.url() !== url) return null;
  const again = await new AxeBuilder({ page })
    .withRules([...new Set(violations.map((v) => v.id))])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return page.url() === url ? again.violations : null;
};

/** Never rejects: a scan the journey outran is not the journey's failure. */
const scan = async (page: Page, url: string, inFlight: () => number) => {
  await settled(inFlight);
  if (page.isClosed() || page.url() !== url) return;
  await animationsDone(page);
  if (page.isClosed() || page.url() !== url) return;
  const key = pageKey(url);
  if (!claim(key)) return;
  const started = Date.now();
  try {
    // Legacy mode: the default merges frames' results in a blank page of its own, which the
    // journey would see open and close in its context. Violations only: the passes are most
    // of what axe would otherwise send back.
    const result = await new AxeBuilder({ page })
      .withTags(TAGS)
      .options({ resultTypes: ['violations'] })
      .setLegacyMode(true)
      .analyze();
    const serious = result.violations.filter((v) => v.impact && IMPACTS.has(v.impact));
    const violations = await confirmed(page, url, serious);
    if (!violations) {
      release(key);
      return;
    }
    scanned.push({ key, ms: Date.now() - started });
    for (const v of violations) {
      if (!v.impact || !IMPACTS.has(v.impact)) continue;
      findings.push({
        page: key,
        rule: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes
          .slice(0, 5)
          .map(
            (n) =>
              `${n.target.join(' ')}  ${n.html.slice(0, 160)}${n.failureSummary ? `\n      ${n.failureSummary.split('\n').slice(1).join(' ').slice(0, 200)}` : ''}`,
          ),
      });
    }
  } catch {
    // Navigated or closed while it ran.
    release(key);
  }
};

/** Scans each page `page` lands on, once it has settled. */
export const watchAccessibility = (page: Page) => {
  let inFlightCount = 0;
  page.on('request', () => (inFlightCount += 1));
  page.on('requestfinished', () => (inFlightCount = Math.max(0, inFlightCount - 1)));
  page.on('requestfailed', () => (inFlightCount = Math.max(0, inFlightCount - 1)));
  let timer: NodeJS.Timeout | undefined;
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    clearTimeout(timer);
    waiting.delete(page);
    const url = frame.url();
    if (!url.startsWith('http')) return;
    const start = () => {
      clearTimeout(timer);
      waiting.delete(page);
      const done: Promise<void> = scan(page, url, () => inFlightCount)
        .catch(() => undefined)
        .finally(() => running.delete(done));
      running.add(done);
    };
    // A route change often runs through a redirect or two: wait for where it ends.
    timer = setTimeout(start, QUIET_MS);
    waiting.set(page, start);
  });
  page.on('close', () => {
    clearTimeout(timer);
    waiting.delete(page);
  });
};

/** Starts a test's record of what the scans find. */
export const startAccessibilityRecord = () => {
  findings = [];
  running = new Set();
};

/** Waits for the scans still running and gives what they all found during the test. */
export const finishAccessibilityRecord = async (): Promise<TAxeFinding[]> => {
  for (const start of [...waiting.values()]) start();
  await Promise.allSettled([...running]);
  return findings;
};

export const pagesScanned = () => [...scanned];

export const describeFindings = (found: TAxeFinding[]): string =>
  found
    .map((f) => `${f.page}: ${f.rule} (${f.impact}) — ${f.help}\n    ${f.targets.join('\n    ')}`)
    .join('\n');
