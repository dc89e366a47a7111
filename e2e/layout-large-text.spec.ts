import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { setTextSize, splitWords } from './support/layout';
import { LANGUAGES } from './support/languages';
import { aCompanyPath, aJobPath, applyToAJob, ready } from './support/screens';
import { logIn, prepareVisit } from './support/session';

/**
 * With text at 200 % (the browser's own setting) every page reflows. Nothing scrolls
 * sideways, and no word short enough to fit any line of a phone is split: a split "Heltid" or
 * "ansökan" means a box too narrow for its text (filters beside the results, a fixed 12rem
 * column, padding that doubled with the text), not a long compound waiting for hyphenation data.
 */

/** A word this short fits any line of a phone at 200 % text, a card's included. */
const FITS_ANY_LINE = 10;
const WIDTHS = [390, 768, 1024];

const letters = (item: string) => item.replace(/ \(\w+\)$/, '').replace(/[^\p{L}]/gu, '').length;

async function problemsAt(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  if (scroll > 0) problems.push(`${where}: scrolls ${scroll} px sideways`);
  const split = (await splitWords(page, 'body')).filter((item) => letters(item) <= FITS_ANY_LINE);
  if (split.length) problems.push(`${where}: words split: ${split.join(', ')}`);
  return problems;
}

for (const language of LANGUAGES) {
  test(`${language.code}: at 200 % text no page scrolls sideways or splits a short word`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const who of ['visitor', 'candidate'] as const) {
      await context.clearCookies();
      await (who === 'candidate'
        ? logIn(context, { language })
        : prepareVisit(context, { language }));
      await setTextSize(page, 1);
      const paths =
        who === 'visitor'
          ? [
              '/',
              await aJobPath(page),
              await aCompanyPath(page),
              `${await aJobPath(page)}/thank-you`,
              '/privacy',
              '/terms',
              '/accessibility',
              '/no-such-page',
            ]
          : [
              '/application',
              '/application/app-1001/application',
              '/application/app-1001/messages',
              '/application/app-1001/tests',
              '/user/settings',
              '/subscription',
            ];
      await setTextSize(page, 2);
      for (const path of paths) {
        await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
        await page.goto(path);
        await ready(page);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          problems.push(...(await problemsAt(page, `${who} ${path} at ${width} px`)));
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test(`${language.code}: at 200 % text the thank-you page after applying splits no short word`, async ({
    page,
    context,
  }) => {
    await prepareVisit(context, { language });
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    await applyToAJob(page, language);
    await setTextSize(page, 2);
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      problems.push(...(await problemsAt(page, `the confirmation at ${width} px`)));
    }
    expect(problems).toEqual([]);
  });
}
