import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { setTextSize, splitWords, withUnreadMessages } from './support/layout';
import { LANGUAGES } from './support/languages';
import { aCompanyPath, aJobPath, ready } from './support/screens';
import { logIn, prepareVisit } from './support/session';

/**
 * A header that fits. Its links show only where they fit on one line, in every
 * language and with a candidate's two-digit count of unread messages; below that they are behind
 * the menu button. No word in the header or in a heading is ever split across lines.
 */

const WIDTHS = [320, 390, 721, 768, 1024, 1366];
const HEADER_TEXT = '.site-header :is(a, button, span)';

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

for (const language of LANGUAGES) {
  test(`${language.code}: the header's links fit on one line or wait behind the menu, at every width`, async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const problems: string[] = [];
    for (const who of ['visitor', 'candidate'] as const) {
      await context.clearCookies();
      await (who === 'candidate'
        ? logIn(context, { language })
        : prepareVisit(context, { language }));
      await page.goto(who === 'candidate' ? '/user/settings' : '/');
      await ready(page);
      if (who === 'candidate') {
        await withUnreadMessages(page, 12);
        await page.reload();
        await ready(page);
      }
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const where = `${who} at ${width} px`;
        if (who === 'candidate')
          await expect(page.locator('.site-header .count-badge:visible')).toHaveText(/^\d\d$/);
        const shape = await headerShape(page);
        const split = await splitWords(page, HEADER_TEXT);
        if (split.length) problems.push(`${where}: words split: ${split.join(', ')}`);
        if (shape.overflow) problems.push(`${where}: the header is wider than the window`);
        if (shape.links) {
          if (!shape.oneLine) problems.push(`${where}: the links take more than one line`);
          // One row for a visitor; a candidate's links have a row of their own.
          const rows = who === 'visitor' ? 1 : 2;
          if (shape.height > rows * 60 + 4)
            problems.push(`${where}: the header is ${shape.height} px tall`);
          if (who === 'candidate' && !/^\d\d$/.test(shape.count ?? ''))
            problems.push(`${where}: the unread count is not on the link`);
        } else {
          if (!shape.menuButton) problems.push(`${where}: neither the links nor the menu button`);
          if (!shape.menuBesideLogo) problems.push(`${where}: the menu button is below the logo`);
        }
        // A laptop shows the links, in every language.
        if (width >= 1024 && !shape.links) problems.push(`${where}: the links are hidden`);
      }
    }
    expect(problems).toEqual([]);
  });

  test(`${language.code}: with text at 200 % the header stays small and breaks no word`, async ({
    page,
    context,
  }) => {
    await logIn(context, { language });
    await setTextSize(page, 2);
    await page.goto('/application');
    await ready(page);
    const problems: string[] = [];
    for (const width of [721, 768, 1024, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      const shape = await headerShape(page);
      // A header that wraps its links can fill the window (docs/decisions/013-header-layout.md);
      // a quarter of the window is the most it may take.
      if (shape.height > 900 / 4) problems.push(`${width} px: the header is ${shape.height} px`);
      if (shape.links && !shape.oneLine) problems.push(`${width} px: links on several lines`);
      const split = await splitWords(page, HEADER_TEXT);
      if (split.length) problems.push(`${width} px: words split: ${split.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });
}

test('headings split no word at 320 px and wider, in all four languages', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await logIn(context);
  const pages = [
    '/',
    '/subscription',
    '/application',
    '/application/app-1001',
    '/user/settings',
    '/accessibility',
    '/privacy',
    '/terms',
    await aJobPath(page),
    await aCompanyPath(page),
  ];
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    await logIn(context, { language });
    for (const path of pages) {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      for (const width of [320, 390, 768]) {
        await page.setViewportSize({ width, height: 800 });
        const split = await splitWords(page, 'h1, h2, h3, h4, legend');
        if (split.length)
          problems.push(`${language.code} ${width} px ${path}: ${split.join(', ')}`);
      }
      // A soft hyphen where a long compound may break ("Tillgänglighets-|redogörelse") is the
      // heading's: the tab's name is one line, without it.
      if ((await page.title()).includes('\u00ad'))
        problems.push(`${path}: soft hyphen in the title`);
    }
  }
  expect(problems).toEqual([]);
});
