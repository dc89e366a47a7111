import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectEscapeToClose, expectFocusKeptIn, pressTab } from './support/keyboard';
import { ENGLISH as en, tr } from './support/languages';
import { aJobPath, ready } from './support/screens';
import { openPortal, prepareVisit } from './support/session';

/**
 * What axe cannot see of focus and the keyboard: focus that is never hidden under the cookie
 * banner or a sticky bar, focus kept in dialogs and returned, and the apply flow by keyboard
 * alone. English, demo build. The layout (reflow, target sizes, words, the header) is
 * layout.spec.ts's.
 */

/**
 * Starts noting, at each Tab key's key up, the focused element when none of it can be seen (no
 * part of it is the topmost thing at its own position): its key down has moved the focus and
 * scrolled it into view by then, however quickly the presses follow each other (pressTab). Read
 * with `takeHiddenFocus`.
 */
function watchHiddenFocus(page: Page, viewport: string): Promise<void> {
  return page.evaluate((viewport) => {
    const noted: string[] = [];
    (window as unknown as { hiddenFocus: string[] }).hiddenFocus = noted;
    let stop = 0;
    const onTabKeyUp = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      stop += 1;
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return;
      let target: Element = element;
      let box = element.getBoundingClientRect();
      // A visually hidden native control (a styled checkbox or switch) is seen through its label.
      const label = (element as HTMLInputElement).labels?.[0];
      if ((box.width <= 2 || box.height <= 2) && label) {
        target = label;
        box = target.getBoundingClientRect();
      }
      if (box.width === 0 || box.height === 0) return;
      const points: Array<[number, number]> = [];
      for (const fx of [0.1, 0.5, 0.9])
        for (const fy of [0.1, 0.5, 0.9])
          points.push([box.left + box.width * fx, box.top + box.height * fy]);
      const visible = points.some(([x, y]) => {
        if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
        const top = document.elementFromPoint(x, y);
        return (
          top !== null &&
          (top === target ||
            target.contains(top) ||
            top.contains(target) ||
            element.contains(top) ||
            label?.contains(top) === true)
        );
      });
      if (visible) return;
      const description = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
      const centre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const where = `at ${Math.round(box.left)},${Math.round(box.top)} under ${centre ? `${centre.tagName.toLowerCase()}.${String(centre.className)}` : 'nothing (off screen)'}`;
      noted.push(`${viewport} stop ${stop}: ${description} ${where}`);
    };
    // Captured on the window: no handler of the page can keep it from the watcher.
    window.addEventListener('keyup', onTabKeyUp, true);
  }, viewport);
}

/** What `watchHiddenFocus` has noted. */
function takeHiddenFocus(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { hiddenFocus: string[] }).hiddenFocus);
}

for (const [where, path] of [
  ['the job list', async (_page: Page) => '/'],
  ['a job page with its form', aJobPath],
] as const) {
  test(`tabbing through ${where}: focus is never hidden under the cookie banner or a sticky bar`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const url = await path(page);
    await context.clearCookies();
    await prepareVisit(context, { consent: false });
    for (const viewport of [
      { width: 1280, height: 720 },
      { width: 390, height: 700 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(url);
      await ready(page);
      await expect(page.getByRole('region', { name: tr(en, 'consent.title') })).toBeVisible();
      await watchHiddenFocus(page, `${viewport.width}px`);
      await pressTab(page, 80);
      expect(await takeHiddenFocus(page)).toEqual([]);
    }
  });
}

for (const { title, viewport, opener, keys } of [
  {
    title:
      'the login dialog keeps focus inside, closes with Escape and returns focus to its opener',
    viewport: null,
    opener: (page: Page) => page.getByRole('link', { name: 'Log in' }).first(),
    keys: Array.from({ length: 25 }, (_, stop) => (stop % 5 === 4 ? 'Shift+Tab' : 'Tab')),
  },
  {
    title: 'the filter sheet on a phone keeps focus inside and returns it to its button',
    viewport: { width: 390, height: 844 },
    opener: (page: Page) => page.getByRole('button', { name: /^Filters/ }),
    keys: Array<string>(40).fill('Tab'),
  },
]) {
  test(title, async ({ page }) => {
    if (viewport) await page.setViewportSize(viewport);
    await openPortal(page, '/');
    await opener(page).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => dialog.evaluate((node) => node.contains(document.activeElement)))
      .toBe(true);
    await expectFocusKeptIn(page, dialog, keys);
    await expectEscapeToClose(page, dialog, opener(page));
  });
}

test('the apply flow by keyboard alone, from the job ad to the thank-you page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openPortal(page, await aJobPath(page));
  await page.getByRole('button', { name: 'Send application' }).waitFor();

  /** Tabs forward until the focused element has this accessible label (no mouse, no .focus()). */
  async function tabTo(label: RegExp) {
    for (let stop = 0; stop < 150; stop += 1) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        if (!element) return '';
        const labelled =
          element.labels?.[0]?.textContent ??
          element.getAttribute('aria-label') ??
          element.textContent ??
          '';
        return labelled.trim();
      });
      if (label.test(name)) return;
    }
    throw new Error(`Tab never reached ${label}`);
  }

  await tabTo(/^First name/);
  await page.keyboard.type('Alva');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lind');
  await tabTo(/^Email/);
  await page.keyboard.type('alva.keyboard@example.com');
  await tabTo(/^Mobile number/);
  await page.keyboard.type('+46701234567');
  await tabTo(/^Cover letter/);
  await page.keyboard.type('Written without a mouse.');
  await tabTo(/^I accept the terms/);
  await page.keyboard.press('Space');
  await tabTo(/^Send application$/);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your application' }),
  ).toBeVisible();
});
