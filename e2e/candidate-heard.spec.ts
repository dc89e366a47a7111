import { expect, test } from './fixtures';
import { EDITABLE_APPLICATION } from './support/demo';
import { openPortal } from './support/session';

/**
 * Heard as well as seen: what a screen-reader user is told where a sighted person sees it at a
 * glance. The accessible tree is what a screen reader reads: the focused element's name, and the
 * text that appears in a live region.
 */

test('a move to another page puts the focus on its heading, whose name is read', async ({
  page,
}) => {
  await openPortal(page, `/application/${EDITABLE_APPLICATION}/application`, { loggedIn: true });
  await page
    .getByRole('navigation', { name: 'Application sections' })
    .getByRole('link', { name: 'Messages' })
    .click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(heading).not.toHaveText('');

  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Settings/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeFocused();
});

test('the language changes on a choice, not on each arrow key', async ({ page }) => {
  await openPortal(page, '/');
  // Its name is in the interface language, which changes.
  const language = page.getByRole('banner').getByRole('combobox');
  await expect(language).toHaveAccessibleName('Language');
  await language.focus();
  await page.keyboard.press('ArrowDown');
  await expect(language).toHaveValue('nb-NO');
  // Moving through the options switches nothing yet.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open jobs');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb-NO');
  await expect(language).toHaveAccessibleName('Språk');
  await expect(language).toBeFocused();
});

test('an error after Enter in a dialog field that has the focus is said', async ({ page }) => {
  await openPortal(page, '/user/settings', { loggedIn: true });
  await page.getByRole('button', { name: 'Delete my candidate login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your candidate login?' });
  const confirm = dialog.getByRole('textbox', { name: 'Type DELETE to confirm' });
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeFocused();
  await expect(dialog.getByRole('alert')).toHaveText('Type DELETE to delete your login');
  await confirm.fill('DELET');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Type the word DELETE exactly');
});
