import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openPortal } from './support/session';

/**
 * After an action that takes away what had the focus (a deleted card, a page left, a button at
 * work), the focus goes on to something that says where the person is, in view and clear of the
 * sticky site header: never back to <body>, never out of sight.
 */
async function expectFocusedInView(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
  const header = await page.locator('.site-header').boundingBox();
  const focused = await target.boundingBox();
  expect(focused!.y, 'the focused element starts below the sticky header').toBeGreaterThanOrEqual(
    header!.y + header!.height,
  );
}

test('deleting the last job alert moves the focus to the one before it, in view', async ({
  page,
}) => {
  // A phone's height: the list's heading is out of view once the last alert's delete is reached.
  await page.setViewportSize({ width: 390, height: 640 });
  await openPortal(page, '/subscription', { loggedIn: true });
  const list = page.getByRole('region', { name: 'Your job alerts' });
  const alerts = list.getByRole('listitem');
  await expect(alerts).toHaveCount(2);
  const [firstTitle, lastTitle] = await alerts.getByRole('heading', { level: 3 }).allTextContents();
  const remove = list.getByRole('button', { name: `Delete job alert: ${lastTitle}` });
  await remove.scrollIntoViewIfNeeded();
  await remove.click();
  await page
    .getByRole('dialog', { name: 'Delete this job alert?' })
    .getByRole('button', { name: 'Delete job alert' })
    .click();
  await expect(page.getByText('The job alert has been deleted')).toBeVisible();
  await expect(alerts).toHaveCount(1);
  await expectFocusedInView(
    page,
    alerts.filter({ has: page.getByRole('heading', { level: 3, name: firstTitle }) }),
  );
});

test('opening an application from My applications focuses its heading', async ({ page }) => {
  await openPortal(page, '/application', { loggedIn: true });
  const open = page.getByRole('link', { name: /^Open application: / }).first();
  const job = (await open.getAttribute('aria-label'))!.replace(/^Open application: /, '');
  await open.click();
  await expect(page).toHaveURL(/\/application\/[^/]+\/application$/);
  const heading = page.getByRole('heading', { level: 1, name: job });
  await expect(page.getByRole('navigation', { name: 'Application sections' })).toBeVisible();
  await expectFocusedInView(page, heading);
});

test('"Download my data" keeps the focus on its button', async ({ page }) => {
  await openPortal(page, '/user/settings', { loggedIn: true });
  const section = page.getByRole('region', { name: 'Your data' });
  const download = section.getByRole('button', { name: 'Download my data' });
  await download.click();
  await expect(page.getByText('Your data has been downloaded')).toBeVisible();
  await expectFocusedInView(page, download);
});
