import { expect, test } from './fixtures';
import { focusUnderHeader, watchFocusUnderHeader, withUnreadMessages } from './support/layout';
import { LANGUAGES, prepare, ready } from './support/screens';

/**
 * Focus not obscured (WCAG 2.4.11): where the sticky header is at its tallest (a candidate's, from
 * 721 to 1024 px), Tab and Shift+Tab through the candidate's pages never leave the focused element
 * under it: the page's scroll padding follows the header's real height.
 */

const PAGES = ['/application', '/application/app-1001/messages', '/user/settings', '/subscription'];
const STOPS = 40;

for (const language of LANGUAGES) {
  test(`${language.code}: a candidate's focus is never hidden under the sticky header, 721–1024 px`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    await prepare({ context, language, origin: baseURL! }, { loggedIn: true });
    await page.goto('/application');
    await ready(page);
    await withUnreadMessages(page, 12);
    const hidden: string[] = [];
    for (const width of [721, 768, 900, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of PAGES) {
        await page.goto(path);
        await ready(page);
        await watchFocusUnderHeader(page);
        // Down the page, then back up it: going up is where the header hides what comes next.
        for (const key of ['Tab', 'Shift+Tab'])
          for (let stop = 1; stop <= STOPS; stop += 1) await page.keyboard.press(key);
        // The last element's check runs on the next frame.
        await page.evaluate(() => new Promise(requestAnimationFrame));
        hidden.push(
          ...(await focusUnderHeader(page)).map((under) => `${width} px ${path}: ${under}`),
        );
      }
    }
    expect(hidden).toEqual([]);
  });
}
