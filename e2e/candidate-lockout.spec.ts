import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';
import {
  closeInbox,
  fillAccountDetails,
  inboxEntry,
  logInInDialog,
  portalStorage,
  readInboxCode,
} from './support/demo';
import { ready } from './support/screens';
import { DEMO_CANDIDATE, DEMO_ORIGIN, openPortal, prepareVisit } from './support/session';

/**
 * Never locked out, never a word lost: a new number proven before it is used, backup codes, a
 * registration that survives a reload, and the authenticator set up on the phone itself.
 */

const authDialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

async function openSettings(page: Page) {
  await page.goto('/user/settings');
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

/** Logs out with the header's button and opens the login over the home page. */
async function logOutAndOpenLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  return logInInDialog(page, { stopAt: 'code' });
}

test('a mistyped new number locks no one out: codes go to the old one until the new one is proven', async ({
  page,
}) => {
  await openPortal(page, '/user/settings', { loggedIn: true });
  const section = page.getByRole('region', { name: 'My information' });
  await section.getByLabel('Mobile number').fill('+46 70 999 88 77');
  await section.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    section.getByText(
      'Waiting for confirmation: we have texted a code to +46709998877. Until you enter it, login codes still go to +46701234567.',
    ),
  ).toBeVisible();
  // Its code is the next thing to do: focus moves to the notice (an inbox opened before that closes).
  await expect(page.locator(':focus')).toContainText('Waiting for confirmation');
  // The code went to the new number, and the login address was told.
  await expect(await inboxEntry(page, 'Your confirmation code', '+46709998877')).toBeVisible();
  await closeInbox(page);
  await expect(
    await inboxEntry(page, 'Your mobile number is being changed', DEMO_CANDIDATE.email),
  ).toBeVisible();
  await closeInbox(page);

  // The next login still texts the number that works, and the step says which one, masked.
  const login = await logOutAndOpenLogin(page);
  await expect(login.getByLabel('Two-factor code')).toHaveAccessibleDescription(
    'We sent a code to +46 70 ••• •• 67. It has 6 digits.',
  );
  await login
    .getByLabel('Two-factor code')
    .fill(await readInboxCode(page, 'Your login code', DEMO_CANDIDATE.phone));
  await login.getByRole('button', { name: 'Verify' }).click();
  await expect(login).toBeHidden();

  // Taken back: nothing waits any more.
  await openSettings(page);
  const again = page.getByRole('region', { name: 'My information' });
  await again.getByRole('button', { name: 'Keep the current number' }).click();
  await expect(
    page.getByText(
      'The number change has been cancelled. Login codes still go to your current number.',
    ),
  ).toBeVisible();
  await expect(again.getByText(/Waiting for confirmation: we have texted/)).toHaveCount(0);
  await expect(again.getByLabel('Mobile number')).toHaveValue(DEMO_CANDIDATE.phone);
});

test('backup codes: made new in settings, shown and downloaded; one logs in in place of the texted code', async ({
  page,
}) => {
  await openPortal(page, '/user/settings', { loggedIn: true });
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await section.getByRole('button', { name: 'Make new backup codes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your new backup codes' });
  const listed = dialog.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
  await expect(listed).toHaveCount(10);
  const codes = await listed.allInnerTexts();
  for (const code of codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the codes' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('backup-codes.txt');
  const file = readFileSync((await download.path())!, 'utf8');
  for (const code of codes) expect(file).toContain(code);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  const login = await logOutAndOpenLogin(page);
  await login.getByRole('button', { name: 'No access to your phone? Use a backup code' }).click();
  await login.getByLabel('Backup code').fill(codes[3]!.toUpperCase());
  await login.getByRole('button', { name: 'Verify' }).click();
  await expect(login).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('registration: the link sent again after its wait; a reload keeps all but the password; logged in at once, with backup codes', async ({
  page,
  context,
}) => {
  await prepareVisit(context);
  await page.clock.install();
  const email = `reload.${Date.now()}@example.com`;
  await openPage(page, '/?auth=create-account');
  const create = authDialog(page, 'Create account');
  await create.getByLabel('Email').fill(email);
  await create.getByRole('button', { name: 'Send link' }).click();
  await expect(create.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const sendAgain = create.getByRole('button', { name: 'Send the link again' });
  await expect(sendAgain).toHaveAccessibleDescription(
    /You can ask for a new link in \d+ seconds?\./,
  );
  await page.clock.fastForward('00:31');
  await sendAgain.click();
  await expect(create.getByText('We have sent the link again.')).toBeVisible();
  await expect(sendAgain).toHaveAccessibleDescription(/You can ask for a new link in/);
  const mail = await inboxEntry(page, 'Confirm your email address', email);
  const link = new URL(
    (await mail.getByRole('link', { name: 'Open link' }).getAttribute('href'))!,
    DEMO_ORIGIN,
  ).href;
  await closeInbox(page);

  await page.goto(link);
  const register = authDialog(page, 'Create account');
  await fillAccountDetails(register, {
    firstName: 'Nora',
    lastName: 'Lind',
    phone: '+46709876543',
  });
  await register.getByRole('checkbox', { name: /candidate bank/ }).check();
  await register.getByRole('button', { name: 'Continue' }).click();
  await register.getByRole('button', { name: 'Send the code' }).click();
  await expect(register.getByText('We have sent a code to +46709876543.')).toBeVisible();

  // The tab drops while the person reads the SMS; the link opens again in the same tab.
  await page.reload();
  await expect(
    authDialog(page, 'Create account').getByRole('link', { name: 'Get a new link' }),
  ).toBeVisible();
  await page.goto(link);
  await expect(
    register.getByText(
      'We kept what you filled in, except your password. Enter it again to continue.',
    ),
  ).toBeVisible();
  await expect(register.getByLabel('First name')).toHaveValue('Nora');
  await expect(register.getByLabel('Last name')).toHaveValue('Lind');
  await expect(register.getByLabel('Mobile number')).toHaveValue('+46709876543');
  await expect(register.getByRole('checkbox', { name: 'I accept the terms of use' })).toBeChecked();
  await expect(register.getByRole('checkbox', { name: /candidate bank/ })).toBeChecked();
  await expect(register.getByLabel('Password', { exact: true })).toHaveValue('');
  expect(await portalStorage(page)).not.toContain('Strong-pass-1');
  await register.getByLabel('Password', { exact: true }).fill('Strong-pass-1');
  await register.getByLabel('Confirm password').fill('Strong-pass-1');
  await register.getByRole('button', { name: 'Continue' }).click();
  // The code texted before the reload still works; no second SMS is needed.
  await expect(register.getByText('We have sent a code to +46709876543.')).toBeVisible();
  await register
    .getByLabel('Code from the text message')
    .fill(await readInboxCode(page, 'Your confirmation code', '+46709876543'));
  await register.getByRole('button', { name: 'Create account' }).click();

  await expect(register.getByText('Your account is ready, and you are logged in.')).toBeVisible();
  await expect(
    register.getByRole('list', { name: 'Backup codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await expect(register.getByRole('button', { name: 'Download the codes' })).toBeVisible();
  await register.getByRole('button', { name: 'Continue' }).click();
  await expect(register).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  // Nothing of the registration outlives it.
  expect(await portalStorage(page)).not.toContain('Nora');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 320, height: 700 }, hasTouch: true, isMobile: true });

  test('the authenticator setup opens the app and copies the key, which wraps between groups only', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPortal(page, '/user/settings', { loggedIn: true });
    await page
      .getByRole('region', { name: 'Two-factor authentication' })
      .getByRole('button', { name: 'Use an authenticator app' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Set up an authenticator app' });
    await expect(dialog.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
      'href',
      /^otpauth:\/\/totp\//,
    );
    await dialog.getByRole('button', { name: 'Copy key' }).click();
    await expect(dialog.getByText('The key has been copied.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^[A-Z2-7]{16,}$/);

    // Each group of four on one line; the key as a whole over several.
    const key = dialog.getByText(copied.match(/.{1,4}/g)![0]!, { exact: true });
    await expect(key).toBeVisible();
    const lines = await key.locator('xpath=..').evaluate((code) =>
      Array.from(code.children, (group) => ({
        text: group.textContent,
        rects: group.getClientRects().length,
        top: Math.round(group.getBoundingClientRect().top),
      })),
    );
    expect(lines.map((group) => group.text).join('')).toBe(copied);
    expect(lines.every((group) => group.rects === 1)).toBe(true);
    expect(new Set(lines.map((group) => group.top)).size).toBeGreaterThan(1);
  });
});
