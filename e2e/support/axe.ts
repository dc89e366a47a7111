import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
// The axe-core that @axe-core/playwright runs (its dependency), for its source.
import axe from 'axe-core';

/** The WCAG 2.2 AA rule set: the portal aims for zero violations of it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeOptions {
  /** Limit the scan to part of the page, e.g. an open dialog. */
  include?: string;
  /** Leave out a part the test does not own (a third-party frame, say). Use sparingly. */
  exclude?: string[];
  /** Record the failure and go on (expect.soft), e.g. to scan every language of a state. */
  soft?: boolean;
  /** Names the scan in the failure message, e.g. the language. */
  label?: string;
  /**
   * Leaves out colour contrast, for a scan of a state whose colours another scan has checked:
   * the same state in another language has the same colours. It is the costliest rule by far.
   */
  contrastChecked?: boolean;
}

const DEMO_INBOX = '#demo-inbox-root';

/**
 * Runs axe-core with the WCAG 2.2 AA tags and fails with a readable list (rule, impact, the
 * offending elements) when anything is found. Wait for the state you want scanned first: axe
 * sees the DOM as it is at the moment of the call.
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  // The demo build's floating "Demo inbox" is not part of the portal (production builds have
  // none) and would count as covering the portal's own controls, so it is set aside for scans of
  // the portal; e2e/demo-inbox.spec.ts scans the inbox itself.
  const hidesInbox = options.include !== DEMO_INBOX;
  // Scanned from the top of the page: a link that happens to sit under the sticky header at the
  // moment of the call counts as too small a target ("partially obscured"), which would make a
  // scan's outcome depend on where a reload's scroll restoration left the page.
  const { holdsAxe, scrolledTo } = await page.evaluate(
    ({ inbox, hidesInbox }) => {
      const element = document.querySelector<HTMLElement>(inbox);
      if (element && hidesInbox) element.style.display = 'none';
      const position = window.scrollY;
      window.scrollTo({ top: 0, behavior: 'instant' });
      return {
        holdsAxe: typeof (window as { axe?: unknown }).axe === 'object',
        scrolledTo: position,
      };
    },
    { inbox: DEMO_INBOX, hidesInbox },
  );
  // AxeBuilder evaluates axe-core's source twice on every scan unless given a stand-in for it.
  // A page of one frame (no navigation since its last scan, or given the source once here) holds
  // axe already; a page with frames is left to AxeBuilder, which puts axe into each of them.
  const oneFrame = page.frames().length === 1;
  if (oneFrame && !holdsAxe) await page.evaluate(axe.source);
  // Legacy mode runs axe in the page's own frames. The default opens a blank page for every scan
  // to merge the frames' results there, which doubles a scan's time; it is needed only for
  // frames of another origin, and the portal's pages have none (a PDF preview is drawn by pdf.js in
  // the page itself).
  let builder = new AxeBuilder({ page, ...(oneFrame ? { axeSource: ';' } : {}) })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (options.contrastChecked) builder = builder.disableRules(['color-contrast']);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  await page.evaluate(
    ({ inbox, hidesInbox, top }) => {
      window.scrollTo({ top, behavior: 'instant' });
      const element = document.querySelector<HTMLElement>(inbox);
      if (element && hidesInbox) element.style.display = '';
    },
    { inbox: DEMO_INBOX, hidesInbox, top: scrolledTo },
  );
  const readable = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes
      .slice(0, 5)
      .map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  }));
  const message = `axe violations on ${page.url()}${options.label ? ` (${options.label})` : ''}`;
  if (options.soft) expect.soft(readable, message).toEqual([]);
  else expect(readable, message).toEqual([]);
}
