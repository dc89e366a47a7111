import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { readStoredZip } from '../src/testing/read-zip';
import { expect, test } from './fixtures';
import { expectTwoFactorMethodAfterReload, readInboxCode } from './support/demo';
import { ready } from './support/screens';
import { DEMO_CANDIDATE, logIn } from './support/session';

/**
 * Settings on the demo build as the demo candidate, logged in with the cookie the demo's
 * /auth/tfa sets (logging in through the dialog and on to settings: demo-inbox.spec.ts).
 */

async function openSettings(page: Page) {
  await page.goto('/user/settings');
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  await logIn(context);
});

test('my information is saved and stays saved; a new number once its texted code is entered', async ({
  page,
}) => {
  await openSettings(page);
  const section = page.getByRole('region', { name: 'My information' });
  await section.getByLabel('First name').fill('Alva Maria');
  await section.getByLabel('Mobile number').fill('+46 70 111 22 33');
  await section.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes were saved')).toBeVisible();
  // The notice asking for the code takes the focus (it is what to do next) before the inbox opens.
  await expect(page.locator(':focus')).toContainText('Waiting for confirmation');
  await section
    .getByLabel('Code from the text message')
    .fill(await readInboxCode(page, 'Your confirmation code', '+46701112233'));
  await section.getByRole('button', { name: 'Confirm the new number' }).click();
  await expect(
    page.getByText('Your mobile number has been changed.', { exact: false }),
  ).toBeVisible();
  await page.reload();
  const saved = page.getByRole('region', { name: 'My information' });
  await expect(saved.getByLabel('First name')).toHaveValue('Alva Maria');
  await expect(saved.getByLabel('Mobile number')).toHaveValue('+46701112233');
});

test('two-factor: switch to the authenticator app; a wrong code is INVALID_CODE, a right one switches', async ({
  page,
  problems,
}) => {
  problems.allow(/status of 400/);
  await openSettings(page);
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(section.getByText('Text message (SMS)')).toBeVisible();
  await section.getByRole('button', { name: 'Use an authenticator app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up an authenticator app' });
  await expect(
    dialog.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const secret = (await dialog.locator('code').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  const code = dialog.getByLabel('Code from the app');
  await code.fill('000000');
  await dialog.getByRole('button', { name: 'Confirm and switch' }).click();
  await expect(dialog.getByText('The code is not valid. Check it and try again')).toBeVisible();
  await expect(code).toBeFocused();

  await code.fill(
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate(),
  );
  await dialog.getByRole('button', { name: 'Confirm and switch' }).click();
  await expect(page.getByText('Your two-factor method is now: Authenticator app')).toBeVisible();
  await expectTwoFactorMethodAfterReload(page, 'Authenticator app');
});

test('terms and consents: read the terms, change the candidate bank consent', async ({ page }) => {
  await openSettings(page);
  const section = page.getByRole('region', { name: 'Terms and candidate bank' });
  await expect(section.getByText(/You accepted the terms on/)).toBeVisible();
  await expect(section.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await section.getByRole('link', { name: 'Terms of use' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  const bank = section.getByRole('checkbox', {
    name: 'Include me in the company’s candidate bank',
  });
  const before = await bank.isChecked();
  await bank.setChecked(!before);
  await section.getByRole('button', { name: 'Save choices' }).click();
  await expect(page.getByText('Your changes were saved')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('checkbox', { name: 'Include me in the company’s candidate bank' }),
  ).toBeChecked({ checked: !before });
});

test('your data: see when it expires, stay visible, and download everything as JSON', async ({
  page,
}) => {
  await openSettings(page);
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(
    section.getByText(/Your data will be deleted on .+ unless you choose to stay visible\./),
  ).toBeVisible();
  await section.getByRole('button', { name: 'Keep my profile visible' }).click();
  await expect(page.getByText(/Your profile stays visible until/)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = readStoredZip(new Uint8Array(readFileSync((await download.path())!)));
  const data = JSON.parse(new TextDecoder().decode(archive.get('candidate-data.json')));
  expect(data.profile.email).toBe(DEMO_CANDIDATE.email);
  expect(data.profile.consents).toBeDefined();
  expect(data.applications.length).toBeGreaterThan(0);
  expect(Array.isArray(data.applications[0].messages)).toBe(true);
  expect(data.subscriptions.length).toBeGreaterThan(0);
  await expect(page.getByText('Your data has been downloaded')).toBeVisible();
});

test('delete my candidate login: confirmed by typing, then logged out with the applications gone', async ({
  page,
  context,
  problems,
}) => {
  // Logging in again is refused: that answer is the point of the last step.
  problems.allow(/status of 40\d/);
  await page.goto('/application');
  await ready(page);
  await expect(page.locator('main a[href^="/application/"]').first()).toBeVisible();

  await openSettings(page);
  const section = page.getByRole('region', { name: 'Delete my candidate login' });
  await expect(
    section.getByText(
      'If you delete your candidate login, all your applications are deleted. This cannot be undone.',
    ),
  ).toBeVisible();
  await section.getByRole('button', { name: 'Delete my candidate login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your candidate login?' });
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(dialog.getByText('Type DELETE to delete your login')).toBeVisible();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();

  await expect(
    page.getByText('Your candidate login and all your data have been deleted'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await context.cookies()).some((cookie) => cookie.name === 'authtoken')).toBe(false);

  // The list is no longer reachable (the login opens instead), and the login itself is gone.
  await page.goto('/application');
  await expect(page).toHaveURL(/\/\?auth=login&reason=login-required/);
  const login = await page.evaluate(async ({ email, password }) => {
    const response = await fetch('/auth/login/email-password/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return response.status;
  }, DEMO_CANDIDATE);
  expect(login).toBeGreaterThanOrEqual(400);
});

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test('settings reflow without sideways scrolling, dialogs included', async ({ page }) => {
    await openSettings(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page
      .getByRole('region', { name: 'Two-factor authentication' })
      .getByRole('button', { name: 'Use an authenticator app' })
      .click();
    await expect(
      page.getByRole('dialog').getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});

test('the sections can be reached by keyboard from the in-page navigation', async ({ page }) => {
  await openSettings(page);
  const nav = page.getByRole('navigation', { name: 'Sections of the settings page' });
  await nav.getByRole('link', { name: 'Your data' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#your-data$/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Keep my profile visible' })).toBeFocused();
});
