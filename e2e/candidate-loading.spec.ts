import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EDITABLE_APPLICATION } from './support/demo';
import { DEMO_CANDIDATE, logIn } from './support/session';

/**
 * The candidate area on a slow or hanging main API (the demo's `hang` fault answers
 * never; the client's own 30-second timeout would end the call), and what the header says about
 * the candidate: logging out, a changed name.
 */
test.beforeEach(async ({ context }) => {
  await logIn(context);
});

/**
 * The page's own heading, the header with the candidate in it and the main navigation are shown,
 * and a status says what is still loading.
 */
async function expectFrameWhileLoading(page: Page, heading: string, loading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(
    page.getByRole('banner').getByText(`Logged in as ${DEMO_CANDIDATE.name}`),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: loading })).toBeVisible();
}

const navigationLink = (page: Page, navigation: string, link: string | RegExp) =>
  page.getByRole('navigation', { name: navigation }).getByRole('link', { name: link });

test('a hanging API: My applications shows the header, the navigation, its heading and an announced loading state', async ({
  page,
}) => {
  await page.goto('/application?demoFail=GET:/applications:hang');
  await expectFrameWhileLoading(page, 'My applications', 'Loading your applications…');
  await expect(navigationLink(page, 'My applications', 'Settings')).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeHidden();
});

test('a hanging API on one application, reached from the list: its frame and sections at once, loading where its details go', async ({
  page,
}) => {
  await page.goto('/application?demoFail=GET:/applications/*:hang');
  await page.locator(`a[href="/application/${EDITABLE_APPLICATION}/application"]`).first().click();
  await expect(page).toHaveURL(`/application/${EDITABLE_APPLICATION}/application`);
  await expectFrameWhileLoading(page, 'Application', 'Loading the application…');
  await expect(navigationLink(page, 'Application sections', 'Messages')).toBeVisible();
});

test('a hanging messages call: the application is shown, the thread says it is loading', async ({
  page,
}) => {
  await page.goto(
    `/application/${EDITABLE_APPLICATION}/messages?demoFail=GET:/applications/*/messages:hang`,
  );
  await expect(navigationLink(page, 'Application sections', /^Messages/)).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Loading the messages…' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Application');
});

test('a hanging API on settings: the heading at once and an announced loading state', async ({
  page,
}) => {
  await page.goto('/user/settings?demoFail=GET:/profile:hang');
  await expectFrameWhileLoading(page, 'Settings', 'Loading your settings…');
});

test('logging out says so in a status message', async ({ page }) => {
  await page.goto('/application');
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are logged out' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('a changed first name is in the header at once, and on the next page', async ({ page }) => {
  await page.goto('/user/settings');
  const section = page.getByRole('region', { name: 'My information' });
  await section.getByLabel('First name').fill('Alma');
  await section.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes were saved')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Logged in as Alma Lindqvist')).toBeVisible();
  // Within the visit: another page of the area keeps the new name.
  await page.getByRole('banner').getByRole('link', { name: 'My applications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Logged in as Alma Lindqvist')).toBeVisible();
});
