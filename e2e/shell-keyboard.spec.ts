import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';
import { expectEscapeToClose, expectFocusKeptIn } from './support/keyboard';
import { storedConsent } from './support/session';

/* The shell by keyboard alone on a phone-sized viewport: cookie banner, side nav (a modal panel). */

test.use({ viewport: { width: 320, height: 640 } });

const activeName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element ? (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() : '';
  });

async function tabUntil(page: Page, name: string, limit = 30) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if ((await activeName(page)) === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

test('the cookie banner comes first after the skip link and is handled by keyboard', async ({
  page,
  context,
}) => {
  await openPage(page, '/subscription');
  await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await activeName(page)).toBe('Skip to main content');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('switch', { name: 'Statistics' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('switch', { name: 'Statistics' })).not.toBeChecked();
  await tabUntil(page, 'Accept');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Cookies' })).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your cookie choices have been saved' }),
  ).toBeVisible();
  await expect
    .poll(() => storedConsent(context))
    .toEqual({
      handled: true,
      statistics: false,
      marketing: true,
    });
});

test('the side nav by keyboard: opens from the menu button, traps focus, Escape closes and focus returns', async ({
  page,
}) => {
  await openPage(page, '/subscription');
  await page
    .getByRole('region', { name: 'Cookies' })
    .getByRole('button', { name: 'Decline' })
    .click();
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await menu.focus();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');

  const panel = page.getByRole('dialog', { name: 'Menu' });
  await expect(panel).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toHaveAttribute('aria-controls', (await panel.getAttribute('id'))!);
  await expect(panel.getByRole('link', { name: 'Jobs' })).toBeFocused();
  await expect(panel.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Language' })).toBeVisible();

  // Forward and backward past both ends, focus stays in the panel.
  await expectFocusKeptIn(page, panel, [...Array(8).fill('Tab'), ...Array(8).fill('Shift+Tab')]);

  await expectEscapeToClose(page, panel, menu);

  // Opened again, the first link (focused on open) is followed by keyboard.
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Jobs' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

for (const viewport of [
  { width: 320, height: 640, label: '320 px wide' },
  { width: 640, height: 400, label: '1280 × 800 at 200% zoom' },
]) {
  test(`the header fits ${viewport.label} without horizontal scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openPage(page, '/subscription');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.height).toBeGreaterThanOrEqual(24);
  });
}

test('on a wide screen the header shows the navigation and no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, '/subscription');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Job alerts' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
});
