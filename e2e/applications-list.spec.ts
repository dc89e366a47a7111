import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectEscapeToClose } from './support/keyboard';
import { LANGUAGES, tr } from './support/languages';
import { openPortal } from './support/session';

/**
 * My applications on the demo build, as the demo candidate: active applications before the
 * closed ones; the unread messages counted in the main navigation; on a phone each card's actions
 * on one row, the others in a menu; the sections of one application on one line at 320 px.
 *
 * The seed (src/mocks/data/seed.ts): app-1001 in review (1 unread message, 1 test to take),
 * app-1002 received, app-1003 offer (1 unread message), app-1004 interview after its deadline,
 * app-1005 not selected: four active, one closed, two unread messages.
 */
const CLOSED = 'app-1005';
const WITH_COUNTS = '/application/app-1001/tests';

/** The header's "My applications" link, wherever its name says how many messages are unread. */
const navLink = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^My applications/ });

const top = async (locator: Locator) => Math.round((await locator.boundingBox())!.y);

/** Opens My applications as the demo candidate, once its cards are shown. */
async function openList(page: Page) {
  await openPortal(page, '/application', { loggedIn: true });
  await expect(page.getByRole('article').first()).toBeVisible();
}

test.describe('as the demo candidate', () => {
  test('active applications come first; the closed one follows under its own heading, which goes with the last closed one', async ({
    page,
  }) => {
    await openList(page);
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(headings).toHaveText(['Active applications (4)', 'Closed applications (1)']);

    const active = page.getByRole('region', { name: 'Active applications (4)' });
    const closed = page.getByRole('region', { name: 'Closed applications (1)' });
    await expect(active.getByRole('article')).toHaveCount(4);
    await expect(closed.getByRole('article')).toHaveCount(1);
    await expect(closed.getByRole('article').getByText('Not selected')).toBeVisible();
    await expect(
      closed.getByRole('article').locator(`a[href="/application/${CLOSED}/application"]`).first(),
    ).toBeVisible();
    // Closed after active on the page, not only in the markup.
    expect(await top(closed)).toBeGreaterThan(await top(active.getByRole('article').last()));

    // Without closed applications there is no closed heading at all.
    const card = closed.getByRole('article');
    await card.getByRole('button', { name: 'Delete application' }).click();
    await page
      .getByRole('dialog', { name: 'Delete application?' })
      .getByRole('button', { name: 'Yes, delete application' })
      .click();
    await expect(closed).toHaveCount(0);
    await expect(headings).toHaveText(['Active applications (4)']);
  });

  test('the main navigation counts the unread messages, says so in its name and counts down as threads are read', async ({
    page,
  }) => {
    await openList(page);
    await expect(navLink(page)).toHaveAccessibleName('My applications (2 unread messages)');
    // A number on screen; the words are the name's.
    await expect(navLink(page).locator('.count-badge')).toHaveText('2');

    await page
      .getByRole('link', { name: /^1 unread message: / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/application\/app-100[13]\/messages$/);
    await expect(navLink(page)).toHaveAccessibleName('My applications (1 unread message)');

    await page.getByRole('link', { name: 'Back to My applications' }).click();
    await page.getByRole('link', { name: /^1 unread message: / }).click();
    await expect(page).toHaveURL(/\/messages$/);
    // None left: no number, and the name is the link's own.
    await expect(navLink(page)).toHaveAccessibleName('My applications');
    await expect(navLink(page).locator('.count-badge')).toHaveCount(0);

    // Still so after a reload: the server has the messages as read.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Messages' })).toBeVisible();
    await expect(navLink(page)).toHaveAccessibleName('My applications');
  });

  test('on a phone the count is on the menu button and on the link in the menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openList(page);
    const menu = page.getByRole('banner').getByRole('button', { name: /^Menu/ });
    await expect(menu).toHaveAccessibleName('Menu (2 unread messages)');
    await menu.click();
    await expect(
      page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('link', { name: 'My applications (2 unread messages)', exact: true }),
    ).toBeVisible();
  });

  for (const width of [320, 390]) {
    test(`at ${width} px each card's actions share one row; the rest are in a menu that works with the keyboard`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await openList(page);
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(5);
      for (const card of await cards.all()) {
        const open = card.getByRole('link', { name: 'Open application' });
        const more = card.getByRole('button', { name: 'More actions' });
        await expect(open).toBeVisible();
        await expect(more).toBeVisible();
        // The others wait in the menu, so nothing stacks below.
        await expect(card.getByRole('link', { name: 'View job ad' })).toBeHidden();
        await expect(card.getByRole('button', { name: 'Delete application' })).toBeHidden();
        const [openBox, moreBox, cardBox] = await Promise.all(
          [open, more, card].map(async (locator) => (await locator.boundingBox())!),
        );
        expect(Math.abs(openBox!.y - moreBox!.y)).toBeLessThanOrEqual(1);
        expect(openBox!.height).toBeLessThanOrEqual(48);
        expect(moreBox!.x + moreBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
        expect(moreBox!.width).toBeGreaterThanOrEqual(24);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

      const card = cards.first();
      const more = card.getByRole('button', { name: 'More actions' });
      await more.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: 'More actions' });
      await expect(menu).toBeVisible();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('menuitem', { name: 'View job ad' })).toBeFocused();
      // The menu stays on screen.
      const menuBox = (await menu.boundingBox())!;
      expect(menuBox.x).toBeGreaterThanOrEqual(0);
      expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(width);
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: 'Edit application' })).toBeFocused();
      await expectEscapeToClose(page, menu, more);

      // An action chosen with the keyboard; its dialog gives the focus back to the menu button.
      await page.keyboard.press('ArrowUp');
      await expect(menu.getByRole('menuitem', { name: 'Delete application' })).toBeFocused();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Delete application?' });
      await expect(dialog.getByRole('button', { name: 'No, keep it' })).toBeFocused();
      await expectEscapeToClose(page, dialog, more);

      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/job\/[^/]+$/);
    });
  }

  test('on a desktop every action shows on the card and there is no menu button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openList(page);
    const card = page.getByRole('article').first();
    for (const name of ['Open application', 'View job ad']) {
      await expect(card.getByRole('link', { name })).toBeVisible();
    }
    await expect(card.getByRole('button', { name: 'Delete application' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'More actions' })).toBeHidden();
  });
});

test('at 320 px the sections of an application keep one line, counts and all, in every language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const language of LANGUAGES) {
    await openPortal(page, WITH_COUNTS, { loggedIn: true, language });
    const tabs = page
      .getByRole('navigation', { name: tr(language, 'applications.tabs.label') })
      .getByRole('link');
    await expect(tabs).toHaveCount(3);
    await expect(tabs.nth(1)).toHaveAccessibleName(/\(1 /);
    await expect(tabs.nth(2)).toHaveAccessibleName(/\(1 /);
    const boxes = await Promise.all(
      (await tabs.all()).map(async (tab) => (await tab.boundingBox())!),
    );
    for (const box of boxes) {
      expect(Math.round(box.y), language.code).toBe(Math.round(boxes[0]!.y));
      expect(box.x + box.width, language.code).toBeLessThanOrEqual(320);
      expect(box.height, language.code).toBeGreaterThanOrEqual(24);
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      language.code,
    ).toBeLessThanOrEqual(320);
  }
});
