import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';
import { handleConsent, useLanguage } from './public-support';
import { expectNoAxeViolations } from './support/axe';
import { readInboxCode } from './support/demo';

// Whole flows with several axe scans: generous on a machine shared with other builds.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await handleConsent(context);
});

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

/** Asks for a registration link through the create-account view and opens it from the demo inbox. */
async function openRegisterLink(page: Page, email: string) {
  await openPage(page, '/?auth=create-account');
  await dialog(page, 'Create account').getByLabel('Email').fill(email);
  await dialog(page, 'Create account').getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Demo inbox' }).click();
  await page
    .getByRole('dialog', { name: 'Demo inbox' })
    .getByRole('listitem')
    .filter({ hasText: email })
    .first()
    .getByRole('link', { name: 'Open link' })
    .click();
  await expect(dialog(page, 'Create account').getByLabel('First name')).toBeVisible();
}

test('log in: empty, with errors, and on a phone as a bottom sheet', async ({ page }) => {
  await openPage(page, '/?auth=login');
  const login = dialog(page, 'Log in');
  await expect(login.getByLabel('Email')).toBeFocused();
  await expectNoAxeViolations(page);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByText('Not all mandatory fields are filled')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 320, height: 640 });
  await expect(login).toHaveClass(/modal--sheet/);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test('create account: a known address is offered log-in and forgotten password', async ({
  page,
}) => {
  await openPage(page, '/?auth=create-account');
  await expectNoAxeViolations(page);
  const create = dialog(page, 'Create account');
  await create.getByLabel('Email').fill('DEMO@example.com');
  await create.getByRole('button', { name: 'Send link' }).click();
  await expect(create.getByText(/There is already an account for demo@example.com/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('register: details with errors, both two-factor methods, success', async ({ page }) => {
  await openRegisterLink(page, `axe.${Date.now()}@example.com`);
  const register = dialog(page, 'Create account');
  await expectNoAxeViolations(page);
  await register.getByLabel('Password', { exact: true }).fill('weak');
  await register.getByLabel('Confirm password').fill('other');
  await register.getByRole('button', { name: 'Continue' }).click();
  await expect(register.getByText('Passwords must match')).toBeVisible();
  await expect(register.getByLabel('First name')).toBeFocused();
  await expectNoAxeViolations(page);

  await register.getByLabel('First name').fill('Axel');
  await register.getByLabel('Last name').fill('Berg');
  await register.getByLabel('Mobile number').fill('+46701112233');
  await register.getByLabel('Password', { exact: true }).fill('Strong-pass-1');
  await register.getByLabel('Confirm password').fill('Strong-pass-1');
  await register.getByRole('checkbox', { name: 'I accept the terms of use' }).check();
  await register.getByRole('button', { name: 'Continue' }).click();
  await expect(register.getByRole('radio', { name: 'SMS code' })).toBeChecked();
  await expectNoAxeViolations(page);

  await register.getByRole('radio', { name: 'Authenticator app' }).check();
  await expect(
    register.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  await expect(register.getByText(/Secret code:/)).toBeVisible();
  await expectNoAxeViolations(page);

  await register.getByRole('radio', { name: 'SMS code' }).check();
  await register.getByRole('button', { name: 'Send the code' }).click();
  await expect(register.getByRole('button', { name: 'Send a new code' })).toBeVisible();
  await expectNoAxeViolations(page);
  await register
    .getByLabel('Code from the text message')
    .fill(await readInboxCode(page, 'Your confirmation code', '+46701112233'));
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(
    register.getByRole('heading', { name: 'Account activation successful' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('forgotten password and reset: request, neutral confirmation, the reset form, success', async ({
  page,
}) => {
  await openPage(page, '/?auth=forgot-password');
  await expectNoAxeViolations(page);
  const forgot = dialog(page, 'Forgot password');
  await forgot.getByLabel('Email').fill('totp@example.com');
  await forgot.getByRole('button', { name: 'Send link' }).click();
  await expect(forgot.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Demo inbox' }).click();
  await page
    .getByRole('dialog', { name: 'Demo inbox' })
    .getByRole('listitem')
    .filter({ hasText: 'Reset your password' })
    .first()
    .getByRole('link', { name: 'Open link' })
    .click();
  const reset = dialog(page, 'Choose a new password');
  await expect(reset.getByLabel('New password')).toBeVisible();
  await reset.getByRole('button', { name: 'Show password' }).first().click();
  await expect(reset.getByLabel('New password')).toHaveAttribute('type', 'text');
  await expectNoAxeViolations(page);
  await reset.getByLabel('New password').fill('Totp-pass-2');
  await reset.getByLabel('Confirm password').fill('Totp-pass-2');
  await reset.getByRole('button', { name: 'Save password' }).click();
  await expect(reset.getByRole('heading', { name: /password saved successfully/i })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const [code, loginTitle, createTitle] of [
  ['sv', 'Logga in', 'Skapa konto'],
  ['no', 'Logg inn', 'Opprett konto'],
  ['dk', 'Log ind', 'Opret konto'],
] as const) {
  test(`log in and create account in ${code}`, async ({ page, context }) => {
    await useLanguage(context, code);
    await openPage(page, '/?auth=login');
    const login = dialog(page, loginTitle);
    await login.getByRole('button', { name: loginTitle }).click();
    await expect(login.locator('[aria-invalid="true"]').first()).toBeFocused();
    await expectNoAxeViolations(page);
    await page.goto('/?auth=create-account');
    await expect(dialog(page, createTitle)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
