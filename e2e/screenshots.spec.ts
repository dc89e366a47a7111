import { appendFileSync, mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test } from './fixtures';
import { setTextSize, splitWords } from './support/layout';
import { aCompanyPath, aJobPath, LANGUAGES, prepare, ready } from './support/screens';

/**
 * Evidence, not a check: screenshots of every page at the widths below and at 200 % text, in
 * four languages, logged out and logged in, for a person to look at. Runs only when
 * E2E_SCREENSHOTS names a folder outside the repository (one Chromium at a time):
 *
 *   E2E_SCREENSHOTS=/tmp/shots E2E_DIST=dist CI=true npx playwright test e2e/screenshots --workers 1
 *
 * Beside the pictures it notes, per shot, the words split across lines and any sideways scroll
 * (findings.jsonl), so a defect seen in a picture can be found again by its word.
 */

const FOLDER = process.env.E2E_SCREENSHOTS;
test.skip(!FOLDER, 'screenshots only when E2E_SCREENSHOTS names a folder');

const WIDTHS = [320, 390, 721, 768, 1024, 1366];
const LARGE_TEXT_WIDTHS = [390, 768, 1366];
/** A phone's picture of a long page is cut here: what matters is above, and the rest repeats. */
const MAX_HEIGHT = 3200;

interface Shot {
  name: string;
  path: (page: Page) => Promise<string>;
  loggedIn?: boolean;
  /** After the page is ready (the history state a sent application leaves). */
  after?: (page: Page) => Promise<void>;
  /** The picture is of this element alone, not of the whole page. */
  part?: string;
}

const SHOTS: Shot[] = [
  { name: 'home', path: async () => '/' },
  { name: 'job', path: aJobPath },
  { name: 'company', path: aCompanyPath },
  { name: 'apply-form', path: aJobPath, part: 'main form:has(button[type="submit"])' },
  {
    name: 'thank-you',
    path: async (page) => `${await aJobPath(page)}/thank-you`,
    after: async (page) => {
      // What the apply form leaves in the history entry (react-router keeps it under `usr`).
      await page.evaluate(() =>
        history.replaceState(
          { usr: { applied: true, linkedToAccount: false }, key: 'shot', idx: 0 },
          '',
        ),
      );
      await page.reload();
      await ready(page);
    },
  },
  { name: 'applications', path: async () => '/application', loggedIn: true },
  {
    name: 'application',
    path: async () => '/application/app-1001/application',
    loggedIn: true,
  },
  {
    name: 'application-messages',
    path: async () => '/application/app-1001/messages',
    loggedIn: true,
  },
  { name: 'application-tests', path: async () => '/application/app-1001/tests', loggedIn: true },
  { name: 'settings', path: async () => '/user/settings', loggedIn: true },
  { name: 'job-alerts', path: async () => '/subscription', loggedIn: true },
  { name: 'privacy', path: async () => '/privacy' },
  { name: 'terms', path: async () => '/terms' },
  { name: 'accessibility', path: async () => '/accessibility' },
  { name: 'not-found', path: async () => '/no-such-page' },
];

/** Sideways scroll, and the widest element that reaches past the window's right edge. */
function sideways(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const scroll = document.documentElement.scrollWidth;
    if (scroll <= innerWidth) return null;
    const widest = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > innerWidth + 0.5)
      .map((element) => {
        const classes = [...element.classList].join('.');
        return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} to ${Math.round(element.getBoundingClientRect().right)}`;
      });
    return `scrolls to ${scroll} px: ${widest.slice(-4).join(', ')}`;
  });
}

for (const language of LANGUAGES) {
  for (const who of ['visitor', 'candidate'] as const) {
    test(`screenshots: ${language.code}, ${who}`, async ({ page, context, baseURL }) => {
      test.setTimeout(900_000);
      await prepare({ context, language, origin: baseURL! }, { loggedIn: who === 'candidate' });
      const folder = `${FOLDER}/${language.code}/${who}`;
      mkdirSync(folder, { recursive: true });
      for (const shot of SHOTS.filter((one) => who === 'candidate' || !one.loggedIn)) {
        for (const textSize of [1, 2]) {
          await setTextSize(page, textSize);
          await page.setViewportSize({ width: 1024, height: 800 });
          await page.goto(await shot.path(page));
          await ready(page);
          await shot.after?.(page);
          for (const width of textSize === 1 ? WIDTHS : LARGE_TEXT_WIDTHS) {
            await page.setViewportSize({ width, height: 800 });
            await page.waitForTimeout(150);
            const file = `${shot.name}-${width}${textSize === 2 ? '-text200' : ''}.png`;
            const split = await splitWords(page, 'body');
            const scroll = await sideways(page);
            appendFileSync(
              `${FOLDER}/findings.jsonl`,
              `${JSON.stringify({ language: language.code, who, file, split, scroll })}\n`,
            );
            // A full-page screenshot resets the text size Playwright does not know of: the window
            // is made as tall as the page instead (the demo's dock then sits at its real bottom).
            const height = await page.evaluate(() => document.documentElement.scrollHeight);
            await page.setViewportSize({ width, height: Math.min(height, MAX_HEIGHT) });
            await page.waitForTimeout(100);
            if (shot.part)
              await page
                .locator(shot.part)
                .last()
                .screenshot({ path: `${folder}/${file}` });
            else await page.screenshot({ path: `${folder}/${file}` });
          }
        }
      }
    });
  }
}
