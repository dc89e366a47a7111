import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EDITABLE_APPLICATION } from './support/demo';
import { pressTab } from './support/keyboard';
import {
  setTextSize,
  splitWords,
  takeFocusUnderHeader,
  watchFocusUnderHeader,
  withUnreadMessages,
} from './support/layout';
import { LANGUAGES } from './support/languages';
import { aCompanyPath, aJobPath, applyToAJob, ready } from './support/screens';
import { logIn, prepareVisit } from './support/session';

/**
 * What axe cannot see of the layout, on every screen, in every language. Each screen is opened
 * once (as a link inside the portal opens it) and its window then resized, as a person turns a
 * phone or widens a window:
 *
 * - Reflow at 320 px: nothing scrolls sideways.
 * - Targets: every control at least 24 × 24 px, in a phone's window and a laptop's.
 * - Words: no word of a heading is split across lines (320 px and wider); with text at 200 % (the
 *   browser's own setting) nothing scrolls sideways and no word short enough to fit any line of
 *   a phone is split: a split "Heltid" or "ansökan" means a box too narrow for its text, not a
 *   long compound waiting for hyphenation data.
 * - The header: its links show only where they fit on one line, with a candidate's two-digit
 *   count of unread messages; below that they are behind the menu button; with text at 200 % it
 *   stays within a quarter of the window.
 * - Focus not obscured (WCAG 2.4.11): where a candidate's sticky header is at its tallest (721 to
 *   1024 px), Tab and Shift+Tab never leave the focused element under it.
 */

/** A word this short fits any line of a phone at 200 % text, a card's included. */
const FITS_ANY_LINE = 10;
const HEIGHT = 800;
const HEADER_TEXT = '.site-header :is(a, button, span)';
const HEADER_WIDTHS = [320, 390, 721, 768, 1024, 1366];
const FOCUS_WIDTHS = [721, 768, 900, 1024];
const FOCUS_STOPS = 40;
const APPLICATION = `/application/${EDITABLE_APPLICATION}`;

interface Screen {
  path: string;
  /** The header's shape is measured here, at every width. */
  header?: boolean;
  /** Tabbing here never leaves the focus under the sticky header. */
  focus?: boolean;
  /** The header is measured here with text at 200 %. */
  largeTextHeader?: boolean;
}

async function visitorScreens(page: Page): Promise<Screen[]> {
  const job = await aJobPath(page);
  return [
    { path: '/', header: true },
    { path: job },
    { path: await aCompanyPath(page) },
    { path: `${job}/thank-you` },
    { path: '/subscription' },
    { path: '/accessibility' },
    { path: '/privacy' },
    { path: '/terms' },
    { path: '/no-such-page' },
    { path: '/?auth=login' },
  ];
}

/** The messages last: opening them marks them read, and the header's count goes down. */
const CANDIDATE_SCREENS: Screen[] = [
  { path: '/application', focus: true, largeTextHeader: true },
  { path: `${APPLICATION}/application` },
  { path: `${APPLICATION}/tests` },
  { path: '/user/settings', header: true, focus: true },
  { path: '/subscription', focus: true },
  { path: `${APPLICATION}/messages`, focus: true },
];

const letters = (item: string) => item.replace(/ \(\w+\)$/, '').replace(/[^\p{L}]/gu, '').length;

async function sidewaysScroll(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const width = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (width <= innerWidth) return null;
    const culprits = Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > innerWidth + 1)
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)}`);
    return `scrolls ${width - innerWidth} px sideways (${culprits.join(', ')})`;
  });
  return found ? [found] : [];
}

function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="switch"], [role="checkbox"], [tabindex]:not([tabindex="-1"])';
    const small: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const style = getComputedStyle(element);
      if (
        style.visibility === 'hidden' ||
        style.display === 'none' ||
        element.closest('[inert], [aria-hidden="true"]')
      )
        continue;
      let box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      // A visually hidden native control is operated through its label: measure that.
      if (box.width <= 2 || box.height <= 2) {
        const label = (element as HTMLInputElement).labels?.[0];
        if (!label) continue;
        box = label.getBoundingClientRect();
      }
      // WCAG 2.5.8 exception: a link inside a sentence is sized by the line of text.
      const inSentence =
        element.tagName === 'A' &&
        style.display === 'inline' &&
        element.parentElement?.closest('p, li, dd, td') !== null;
      if (inSentence) continue;
      if (box.width < 24 || box.height < 24) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '')
          .trim()
          .slice(0, 30);
        small.push(
          `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

interface HeaderShape {
  height: number;
  /** The main links are shown in the header (not behind the menu button). */
  links: boolean;
  /** The shown links sit on one line. */
  oneLine: boolean;
  menuButton: boolean;
  /** The logo and the menu button share a row. */
  menuBesideLogo: boolean;
  overflow: boolean;
  count: string | null;
}

function headerShape(page: Page): Promise<HeaderShape> {
  return page.evaluate(() => {
    const header = document.querySelector('.site-header')!;
    const shown = (element: Element | null) =>
      element !== null && element.getClientRects().length > 0;
    const items = [...header.querySelectorAll('nav li')].filter(shown);
    const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    const menu = header.querySelector('.site-header__menu-button');
    const logo = header.querySelector('.site-logo')!.getBoundingClientRect();
    const menuBox = menu?.getBoundingClientRect();
    return {
      height: Math.round(header.getBoundingClientRect().height),
      links: items.length > 0,
      oneLine: tops.size === 1,
      menuButton: shown(menu),
      menuBesideLogo:
        menuBox !== undefined && menuBox.top < logo.bottom && menuBox.bottom > logo.top,
      overflow:
        document.documentElement.scrollWidth > innerWidth ||
        [...header.querySelectorAll('*')].some(
          (element) => element.getBoundingClientRect().right > innerWidth + 0.5,
        ),
      count: shown(header.querySelector('nav .count-badge'))
        ? header.querySelector('nav .count-badge')!.textContent
        : null,
    };
  });
}

async function headerProblems(page: Page, candidate: boolean, width: number): Promise<string[]> {
  const problems: string[] = [];
  const shape = await headerShape(page);
  const split = await splitWords(page, HEADER_TEXT);
  if (split.length) problems.push(`header words split: ${split.join(', ')}`);
  if (shape.overflow) problems.push('the header is wider than the window');
  if (shape.links) {
    if (!shape.oneLine) problems.push('the header links take more than one line');
    // One row for a visitor; a candidate's links have a row of their own.
    const rows = candidate ? 2 : 1;
    if (shape.height > rows * 60 + 4) problems.push(`the header is ${shape.height} px tall`);
    if (candidate && !/^\d\d$/.test(shape.count ?? ''))
      problems.push('the unread count is not on the link');
  } else {
    if (!shape.menuButton) problems.push('neither the header links nor the menu button');
    if (!shape.menuBesideLogo) problems.push('the menu button is below the logo');
  }
  // A laptop shows the links, in every language.
  if (width >= 1024 && !shape.links) problems.push('the header links are hidden');
  return problems;
}

async function largeTextHeaderProblems(page: Page): Promise<string[]> {
  const shape = await headerShape(page);
  const problems: string[] = [];
  // A header that wraps its links can fill the window (docs/decisions/013-header-layout.md);
  // a quarter of the window is the most it may take.
  if (shape.height > HEIGHT / 4) problems.push(`the header is ${shape.height} px tall`);
  if (shape.links && !shape.oneLine) problems.push('the header links are on several lines');
  const split = await splitWords(page, HEADER_TEXT);
  if (split.length) problems.push(`header words split: ${split.join(', ')}`);
  return problems;
}

async function shortWordsSplit(page: Page): Promise<string[]> {
  const split = (await splitWords(page, 'body')).filter((item) => letters(item) <= FITS_ANY_LINE);
  return split.length ? [`words split: ${split.join(', ')}`] : [];
}

/** Down the page and back up it: going up is where the header hides what comes next. */
async function focusUnderHeader(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await pressTab(page, FOCUS_STOPS);
  await pressTab(page, FOCUS_STOPS, { backward: true });
  return (await takeFocusUnderHeader(page)).map((under) => `focus under the header: ${under}`);
}

/**
 * The page at rest after a resize or a new text size: a dialog that turns into a bottom sheet, or
 * back, moves in with a transition, and its text wraps differently until it has arrived.
 */
function settled(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise(requestAnimationFrame);
  });
}

/**
 * Opens a screen as a link inside the portal does: the router follows the new address in the
 * document already loaded, and the screen has arrived when the tab's title is its own. The first
 * screen of a walk is loaded afresh, with what the demo API has been given before it.
 */
async function open(page: Page, path: string, { first }: { first: boolean }): Promise<void> {
  if (first) await page.goto(path);
  else {
    const left = await page.title();
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).not.toHaveTitle(left);
  }
  await ready(page);
}

/** Every probe of the screen, on one visit: at normal text size, then at 200 %. */
async function screenProblems(
  page: Page,
  screen: Screen,
  { candidate, first }: { candidate: boolean; first: boolean },
): Promise<string[]> {
  const problems: string[] = [];
  const note = (where: string, found: string[]) =>
    problems.push(...found.map((problem) => `${screen.path} ${where}: ${problem}`));
  const atWidth = async (width: number) => {
    await page.setViewportSize({ width, height: HEIGHT });
    await settled(page);
  };

  await setTextSize(page, 1);
  await atWidth(390);
  await open(page, screen.path, { first });
  // A soft hyphen where a long compound may break ("Tillgänglighets-|redogörelse") is the
  // heading's: the tab's name is one line, without it.
  if ((await page.title()).includes('\u00ad')) note('title', ['soft hyphen in the title']);
  for (const width of [320, 390, 768, 1280]) {
    await atWidth(width);
    if (width === 320) note('at 320 px', await sidewaysScroll(page));
    if (width !== 1280) {
      const split = await splitWords(page, 'h1, h2, h3, h4, legend');
      if (split.length) note(`at ${width} px`, [`heading words split: ${split.join(', ')}`]);
    }
    if (width === 390 || width === 1280) note(`at ${width} px`, await smallTargets(page));
  }
  if (screen.header) {
    for (const width of HEADER_WIDTHS) {
      await atWidth(width);
      note(`at ${width} px`, await headerProblems(page, candidate, width));
    }
  }
  if (screen.focus) {
    await watchFocusUnderHeader(page);
    // The header's height, and the scroll padding that follows it, change with the width.
    for (const width of FOCUS_WIDTHS) {
      await atWidth(width);
      note(`at ${width} px`, await focusUnderHeader(page));
    }
  }

  await setTextSize(page, 2);
  for (const width of [390, 768, 1024]) {
    await atWidth(width);
    note(`at ${width} px, 200 % text`, [
      ...(await sidewaysScroll(page)),
      ...(await shortWordsSplit(page)),
    ]);
  }
  if (screen.largeTextHeader) {
    for (const width of [721, 768, 1024, 1366]) {
      await atWidth(width);
      note(`at ${width} px, 200 % text`, await largeTextHeaderProblems(page));
    }
  }
  return problems;
}

for (const language of LANGUAGES) {
  test(`${language.code}: a visitor's screens reflow, fit their header and words, and have 24 px targets`, async ({
    page,
    context,
    problems: consoleProblems,
  }) => {
    test.setTimeout(180_000);
    consoleProblems.allow(/status of 404/);
    await prepareVisit(context, { language });
    const problems: string[] = [];
    for (const [index, screen] of (await visitorScreens(page)).entries())
      problems.push(...(await screenProblems(page, screen, { candidate: false, first: !index })));

    await setTextSize(page, 1);
    await page.setViewportSize({ width: 390, height: HEIGHT });
    await applyToAJob(page, language);
    await setTextSize(page, 2);
    for (const width of [390, 768, 1024]) {
      await page.setViewportSize({ width, height: HEIGHT });
      problems.push(
        ...(await shortWordsSplit(page)).map(
          (found) => `the confirmation at ${width} px: ${found}`,
        ),
      );
    }
    expect(problems).toEqual([]);
  });

  test(`${language.code}: a candidate's screens reflow, fit their header and words, keep focus in sight, and have 24 px targets`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await logIn(context, { language });
    await page.goto('/application');
    await ready(page);
    // The header's count with two digits, the longest it usually gets.
    await withUnreadMessages(page, 12);
    const problems: string[] = [];
    for (const [index, screen] of CANDIDATE_SCREENS.entries())
      problems.push(...(await screenProblems(page, screen, { candidate: true, first: !index })));
    expect(problems).toEqual([]);
  });
}
