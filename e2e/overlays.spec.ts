import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EDITABLE_APPLICATION } from './support/demo';
import { aPdf, uploadFile } from './support/files';
import { openFilterSheet, ready } from './support/screens';
import { openPortal } from './support/session';

/**
 * Dialogs, sheets and notices on a touch phone: a notice never covers a control, and the phone's
 * Back closes what is open.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const APPLICATION_PAGE = `/application/${EDITABLE_APPLICATION}/application`;

/**
 * The buttons of the dialog whose centre is not the button itself (what a tap there would hit),
 * each brought into the dialog's view first.
 */
async function buttonsNotHitAtTheirCentre(dialog: Locator): Promise<string[]> {
  // A sheet slides in: its buttons are where a tap lands once it is in place.
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  return dialog.evaluate((element) =>
    Array.from(element.querySelectorAll<HTMLElement>('button, a[href]')).flatMap((button) => {
      button.scrollIntoView({ block: 'nearest' });
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit && button.contains(hit)
        ? []
        : [
            `${button.textContent?.trim() || button.getAttribute('aria-label')} → ${hit?.outerHTML.slice(0, 80)}`,
          ];
    }),
  );
}

/** How far the focused element lies under a notice: 0 when clear, null with no notice showing. */
function focusUnderANotice(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const notices = Array.from(document.querySelectorAll('.toast'));
    if (notices.length === 0) return null;
    const focused = document.activeElement;
    if (!focused || focused === document.body) return 0;
    const target = focused.getBoundingClientRect();
    return Math.max(
      0,
      ...notices
        .filter((toast) => !toast.contains(focused))
        .map((toast) => toast.getBoundingClientRect())
        .filter((toast) => toast.left < target.right && target.left < toast.right)
        .map((toast) => Math.min(target.bottom, toast.bottom) - Math.max(target.top, toast.top)),
    );
  });
}

const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** "Download my data" on the settings page, pressed as `press` does, and its notice shown. */
async function downloadMyData(page: Page, press: (button: Locator) => Promise<void>) {
  const downloading = page.waitForEvent('download');
  await press(page.getByRole('button', { name: 'Download my data' }));
  await downloading;
  await expect(notice(page, 'Your data has been downloaded')).toBeVisible();
}

/** While the notice shows, a tap at the centre of each of the dialog's buttons hits the button. */
async function expectEveryButtonTappable(dialog: Locator, shown: Locator) {
  await expect(shown).toBeVisible();
  expect(await buttonsNotHitAtTheirCentre(dialog)).toEqual([]);
}

test.describe('a notice never covers a control', () => {
  test('a dialog opened while a notice shows: every button is what a tap at its centre hits', async ({
    page,
  }) => {
    await openPortal(page, '/user/settings', { loggedIn: true });
    await downloadMyData(page, (button) => button.click());
    await page.getByRole('button', { name: 'Delete my candidate login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your candidate login?' });
    await expect(dialog.getByRole('button', { name: 'Delete permanently' })).toBeVisible();
    await expectEveryButtonTappable(dialog, notice(page, 'Your data has been downloaded'));
  });

  test('"Replace your CV?" right after an upload: the notice covers none of its buttons', async ({
    page,
  }) => {
    await openPortal(page, APPLICATION_PAGE, { loggedIn: true });
    const uploaded = notice(page, 'Your file was successfully uploaded');
    await uploadFile(page, aPdf('Reference letter.pdf'));
    await expect(uploaded).toBeVisible();

    await uploadFile(page, aPdf('New CV.pdf'), { as: 'CV' });
    const dialog = page.getByRole('dialog', { name: 'Replace your CV?' });
    await expect(dialog.getByRole('button', { name: 'Yes, replace my CV' })).toBeVisible();
    await expectEveryButtonTappable(dialog, uploaded);
  });

  test('on the page, the focused element is scrolled clear of a notice, also as the focus moves', async ({
    page,
  }) => {
    await openPortal(page, '/user/settings', { loggedIn: true });
    // The focus on a button just where a notice appears, above the bottom edge of the window.
    const focused = page.getByRole('button', { name: 'Delete my candidate login' });
    await focused.evaluate((button) => {
      const notices = document.querySelector('.toasts')!.getBoundingClientRect();
      window.scrollBy(0, button.getBoundingClientRect().bottom - notices.bottom + 2);
      button.focus({ preventScroll: true });
    });
    // The download started without moving the focus (as a notice from elsewhere would come).
    await downloadMyData(page, (button) =>
      button.evaluate((element: HTMLElement) => element.click()),
    );
    await expect(focused).toBeFocused();
    await expect.poll(() => focusUnderANotice(page)).toBe(0);
    for (let stop = 1; stop <= 4; stop += 1) {
      await page.keyboard.press('Tab');
      await expect.poll(() => focusUnderANotice(page), `focus stop ${stop}`).toBe(0);
    }
  });
});

test.describe("the phone's Back closes what is open", () => {
  test.beforeEach(async ({ page }) => {
    // A page before the job search, for Back to go to once the sheet is closed.
    await openPortal(page, '/privacy');
    await page.goto('/');
    await ready(page);
  });

  test('Back closes the filter sheet and stays on the page; Forward does not reopen it', async ({
    page,
  }) => {
    const sheet = await openFilterSheet(page);
    await page.goBack();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Filters' })).toBeFocused();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(sheet).toBeHidden();
    // What Forward reached shows the job search as it was: Back goes on to the page before.
    await page.goBack();
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test('after closing with the close button, or with a choice, Back goes to the page before', async ({
    page,
  }) => {
    let sheet = await openFilterSheet(page);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();
    sheet = await openFilterSheet(page);
    await sheet.getByRole('button', { name: /^Show \d+ jobs$/ }).click();
    await expect(sheet).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test('the login view, opened from the side menu, closes with one Back', async ({ page }) => {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await page.goBack();
    await expect(login).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/privacy$/);
  });
});

test('Back asks before closing a dialog with unsaved input, and keeps it when told to', async ({
  page,
}) => {
  await openPortal(page, '/user/settings', { loggedIn: true });
  await page.getByRole('button', { name: 'Delete my candidate login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your candidate login?' });
  await dialog.getByLabel('Type DELETE to confirm').fill('DEL');

  // Asked in the portal's own dialog, over this one: staying keeps what was typed.
  const question = page.getByRole('dialog', { name: 'Unsaved changes' });
  await page.goBack();
  await question.getByRole('button', { name: 'Stay here' }).click();
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Type DELETE to confirm')).toHaveValue('DEL');

  await page.goBack();
  await question.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/user\/settings$/);
});
