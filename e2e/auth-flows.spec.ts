import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  enterLoginCode,
  fillAccountDetails,
  inboxEntry,
  logInInDialog,
  portalStorage,
  readInboxCode,
} from './support/demo';
import { DEMO_CANDIDATE, DEMO_ORIGIN, openPortal } from './support/session';

// Whole flows through the demo inbox: generous on a machine shared with other builds.
test.describe.configure({ timeout: 90_000 });

/** The portal's dialog (the demo inbox is a non-modal dialog of its own). */
const authDialog = (page: Page, name: string | RegExp) =>
  page.getByRole('dialog', { name, exact: typeof name === 'string' });

test('create an account through the emailed link, with SMS two-factor, logged in at once; log in again with the texted code; log out', async ({
  page,
  problems,
}) => {
  // Logged out a moment after the new account logged in: its list of applications, still on its
  // way, may find the session gone (the 401 the browser logs; the page ignores it).
  problems.allow(/status of 401 .*\/applications\)/);
  const email = `new.${Date.now()}@example.com`;
  await openPortal(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await authDialog(page, 'Log in').getByRole('link', { name: 'Create account' }).click();

  const create = authDialog(page, 'Create account');
  await create.getByLabel('Email').fill(`  ${email.toUpperCase()} `);
  await create.getByRole('button', { name: 'Send link' }).click();
  await expect(create.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page).toHaveURL(/\?auth=create-account&step=sent$/);

  const mail = await inboxEntry(page, 'Confirm your email address');
  await expect(mail).toContainText(email);
  const emailedLink = mail.getByRole('link', { name: 'Open link' });
  const token = new URL((await emailedLink.getAttribute('href'))!, DEMO_ORIGIN).searchParams.get(
    'token',
  )!;
  expect(token).toBeTruthy();
  await emailedLink.click();

  const register = authDialog(page, 'Create account');
  await expect(register.getByLabel('First name')).toBeVisible();
  // The token leaves the address bar and history the moment the link opens.
  await expect(page).toHaveURL(/\?auth=register$/);
  expect(await page.evaluate(() => JSON.stringify(window.history.state))).not.toContain(token);
  // The link's own address, shown read-only.
  await expect(register.getByLabel('Email')).toHaveValue(email);
  await expect(register.getByLabel('Email')).not.toBeEditable();
  await fillAccountDetails(register, {
    firstName: 'Nora',
    lastName: 'Lind',
    phone: '+46709876543',
  });
  await expect(register.getByText('one special character (met)')).toBeAttached();
  await register.getByRole('button', { name: 'Continue' }).click();

  await expect(register.getByRole('heading', { name: 'Two-factor authentication' })).toBeFocused();
  await expect(register.getByRole('radio', { name: 'SMS code' })).toBeChecked();
  await register.getByRole('button', { name: 'Send the code' }).click();
  await expect(register.getByText('We have sent a code to +46709876543.')).toBeVisible();
  await register
    .getByLabel('Code from the text message')
    .fill(await readInboxCode(page, 'Your confirmation code', '+46709876543'));
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(
    register.getByRole('heading', { name: 'Account activation successful' }),
  ).toBeVisible();
  expect(await portalStorage(page)).not.toContain(token);
  // The phone was just proven: the new account is logged in, with no second login.
  await register.getByRole('button', { name: 'Continue' }).click();
  await expect(register).toBeHidden();
  await expect(page.getByText('You are logged in as Nora Lind')).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();

  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const login = await logInInDialog(page, { email, password: 'Strong-pass-1', stopAt: 'code' });
  await expect(page).toHaveURL(/\?auth=login&step=code$/);
  await enterLoginCode(page, login);
  // The welcome of the account's creation may still show beside this one.
  await expect(page.getByText('You are logged in as Nora Lind').last()).toBeVisible();
  await page.getByRole('link', { name: 'My applications' }).first().click();
  await expect(page).toHaveURL(/\/application$/);

  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(
    (await page.context().cookies()).find((cookie) => cookie.name === 'authtoken'),
  ).toBeUndefined();
  await expect(page.getByText('Nora Lind')).toHaveCount(0);
  // Back after logout shows no personal data: the protected page sends the visitor home.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Open jobs' })).toBeVisible();
  await expect(page.getByText('Nora Lind')).toHaveCount(0);
});

test('the two-factor step survives a reload; a wrong code shows the invalid-code message', async ({
  page,
  problems,
}) => {
  problems.allow(/status of 400/);
  await openPortal(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const dialog = await logInInDialog(page, { stopAt: 'code' });
  await page.reload();
  await expect(dialog.getByLabel('Two-factor code')).toBeVisible();
  await dialog.getByLabel('Two-factor code').fill('000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByLabel('Two-factor code')).toHaveAccessibleDescription(
    /The code is not valid. Check it and try again/,
  );
  await expect(dialog.getByLabel('Two-factor code')).toBeFocused();
  await expect(page).toHaveTitle(/^Error: /);
  await enterLoginCode(page, dialog);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('reset a password through the emailed link, then the used link shows the error step', async ({
  page,
  problems,
}) => {
  problems.allow(/status of 400/);
  await openPortal(page, '/?auth=forgot-password');
  const forgot = authDialog(page, 'Forgot password');
  await forgot.getByLabel('Email').fill('Demo@Example.com');
  await forgot.getByRole('button', { name: 'Send link' }).click();
  await expect(forgot.getByText(/If there is an account for this address/)).toBeVisible();

  const mail = await inboxEntry(page, 'Reset your password');
  const href = await mail.getByRole('link', { name: 'Open link' }).getAttribute('href');
  await mail.getByRole('link', { name: 'Open link' }).click();

  const reset = authDialog(page, 'Choose a new password');
  await expect(reset.getByLabel('New password')).toBeVisible();
  await expect(page).toHaveURL(/\?auth=reset-password$/);
  // The token lives in the tab's memory only: a reload asks for the emailed link again.
  await page.reload();
  await expect(
    reset.getByRole('heading', { name: 'Open the link in your email again' }),
  ).toBeFocused();
  await page.goto(href!);
  await reset.getByLabel('New password').fill('Brand-new-2');
  await reset.getByLabel('Confirm password').fill('Brand-new-2');
  await reset.getByRole('button', { name: 'Save password' }).click();
  await expect(reset.getByRole('heading', { name: /password saved successfully/i })).toBeVisible();
  await expect(page).toHaveURL(/\?auth=reset-password&step=success$/);
  expect(await portalStorage(page)).not.toContain(
    new URL(href!, DEMO_ORIGIN).searchParams.get('token'),
  );

  // The old password no longer works; the new one does.
  await reset.getByRole('link', { name: 'Log in' }).click();
  const login = authDialog(page, 'Log in');
  await login.getByLabel('Email').fill('demo@example.com');
  await login.getByLabel('Password', { exact: true }).fill('Demo-pass-1');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByText('The email address or password is wrong.')).toBeVisible();
  await login.getByLabel('Password', { exact: true }).fill('Brand-new-2');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByLabel('Two-factor code')).toBeVisible();

  await page.goto(href!);
  await expect(
    page.getByText('The reset link is not valid anymore. Please try to reset your password again.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\?auth=reset-password&step=error$/);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(authDialog(page, 'Forgot password')).toBeVisible();
});

test('a 5xx on log in opens the server-error view; Try again keeps what was typed', async ({
  page,
  problems,
}) => {
  problems.allow(/status of 503/);
  await openPortal(page, '/?auth=login&demoFail=POST:/auth/login/email-password/:503');
  const dialog = authDialog(page, 'Log in');
  await dialog.getByLabel('Email').fill(DEMO_CANDIDATE.email);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_CANDIDATE.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  const failure = authDialog(page, 'Service unavailable');
  await expect(failure.getByText('Something went wrong, please try again later')).toBeVisible();
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue('demo@example.com');
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('Demo-pass-1');
});

test('a message link opened logged out asks for the login, says why, and lands on the messages; so does a session that ends', async ({
  page,
  problems,
}) => {
  problems.allow(/status of 401/);
  const messages = '/application/app-1001/messages';
  await openPortal(page, messages);
  await expect(page).toHaveURL(/\/\?auth=login&reason=login-required&returnTo=/);
  const dialog = authDialog(page, 'Log in');
  await expect(
    dialog.getByText('Log in to see that page. You will go straight back to it.'),
  ).toBeVisible();
  await logInInDialog(page);
  await expect(page).toHaveURL(messages);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The demo's fault switch answers the next call as an expired session does.
  await page.goto(`${messages}?demoFail=GET:/applications/app-1001/messages:jwt-expired:once`);
  await expect(
    dialog.getByText('Your session has ended. Log in again to continue where you were.'),
  ).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  await logInInDialog(page);
  await expect(page).toHaveURL(new RegExp(`${messages}(\\?|$)`));

  // A way back to another site is never followed.
  await page.context().clearCookies({ name: 'authtoken' });
  await page.goto(`/?auth=login&returnTo=${encodeURIComponent('/\\evil.example')}`);
  await logInInDialog(page);
  expect(new URL(page.url()).origin).toBe(DEMO_ORIGIN);
  expect(new URL(page.url()).pathname).toBe('/');
});
