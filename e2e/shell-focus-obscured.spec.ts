import { expect, test } from './fixtures';
import { takeFocusUnderHeader, watchFocusUnderHeader, withUnreadMessages } from './support/layout';
import { LANGUAGES } from './support/languages';
import { ready } from './support/screens';
import { logIn } from './support/session';

/**
 * Focus not obscured (WCAG 2.4.11): where the sticky header is at its tallest (a candidate's, from
 * 721 to 1024 px), Tab and Shift+Tab through the candidate's pages never leave the focused element
 * under it: the page's scroll padding follows the header's real height.
 */

const PAGES = ['/application', '/application/app-1001/messages', '/user/settings', '/subscription'];
const STOPS = 40;
const WIDTHS = [721, 768, 900, 1024];

for (const language of LANGUAGES) {
  test(`${language.code}: a candidate's focus is never hidden under the sticky header, 721–1024 px`, async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    await logIn(context, { language });
    await page.goto('/application');
    await ready(page);
    await withUnreadMessages(page, 12);
    const hidden: string[] = [];
    for (const path of PAGES) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      await page.goto(path);
      await ready(page);
      await watchFocusUnderHeader(page);
      // One load per page, the window then resized: the header's height, and the scroll padding
      // that follows it, change with the width on the page as it is.
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.evaluate(() => {
          (document.activeElement as HTMLElement | null)?.blur();
          window.scrollTo({ top: 0, behavior: 'instant' });
        });
        // Down the page, then back up it: going up is where the header hides what comes next.
        for (const key of ['Tab', 'Shift+Tab'])
          for (let stop = 1; stop <= STOPS; stop += 1) await page.keyboard.press(key);
        // The last element's check runs on the next frame.
        await page.evaluate(() => new Promise(requestAnimationFrame));
        hidden.push(
          ...(await takeFocusUnderHeader(page)).map((under) => `${width} px ${path}: ${under}`),
        );
      }
    }
    expect(hidden).toEqual([]);
  });
}
