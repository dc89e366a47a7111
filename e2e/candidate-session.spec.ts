import type { Locator, Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';
import { anOpenJobPath, EDITABLE_APPLICATION, logInInDialog } from './support/demo';
import { logIn } from './support/session';

/**
 * A session that ends never costs what was typed: the login cookie disappears while a candidate
 * types (the browser drops it after its day, or it is cleared), they press the form's button, and
 * the portal says so where they are, opens the login over the page, and after it the text is
 * still there and goes out with the same press.
 */

const SESSION_ENDED = 'Your session has ended. Log in again to continue where you were.';

async function dropLoginCookie(page: Page) {
  await page.context().clearCookies({ name: 'authtoken' });
}

/** Presses `send` with the cookie gone: the login opens over this page, saying why. */
async function sendAfterTheCookieWent(page: Page, send: Locator) {
  const path = new URL(page.url()).pathname;
  await dropLoginCookie(page);
  await send.click();
  const login = page.getByRole('dialog', { name: 'Log in', exact: true });
  await expect(login.getByText(SESSION_ENDED)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(path);
  await logInInDialog(page);
  expect(new URL(page.url()).pathname).toBe(path);
}

test.beforeEach(async ({ context, problems }) => {
  problems.allow(/status of 401/);
  await logIn(context);
});

test('a reply', async ({ page }) => {
  await openPage(page, `/application/${EDITABLE_APPLICATION}/messages`);
  // Opening the thread marks its message read and reads the counts again: the cookie goes after.
  await expect(
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My applications (1 unread message)' }),
  ).toBeVisible();
  const reply = page.getByRole('textbox', { name: 'Write a reply' });
  await reply.fill('A reply typed while the login ran out');
  const send = page.getByRole('button', { name: 'Send reply' });
  await sendAfterTheCookieWent(page, send);
  await expect(reply).toHaveValue('A reply typed while the login ran out');
  await send.click();
  await expect(
    page
      .getByRole('list', { name: 'Messages with the recruiter' })
      .getByText('A reply typed while the login ran out'),
  ).toBeVisible();
  await expect(reply).toHaveValue('');
});

test('an application sent while logged in', async ({ page }) => {
  await openPage(page, '/');
  await openPage(page, await anOpenJobPath(page));
  const letter = page.getByRole('textbox', { name: /^Cover letter/ });
  await letter.fill('A letter typed while the login ran out');
  await page.getByRole('checkbox', { name: /^I accept the terms/ }).check();
  const send = page.getByRole('button', { name: 'Send application' });
  await sendAfterTheCookieWent(page, send);
  await expect(letter).toHaveValue('A letter typed while the login ran out');
  await send.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your application' }),
  ).toBeVisible();
});

test('the profile', async ({ page }) => {
  await openPage(page, '/user/settings');
  const lastName = page.getByRole('textbox', { name: 'Last name' });
  await lastName.fill('Lindgren');
  const save = page.getByRole('button', { name: 'Save changes' });
  await sendAfterTheCookieWent(page, save);
  await expect(lastName).toHaveValue('Lindgren');
  await save.click();
  await expect(page.getByText('Your changes were saved')).toBeVisible();
});

test("an application's edit", async ({ page }) => {
  await openPage(page, `/application/${EDITABLE_APPLICATION}/application`);
  await page.getByRole('button', { name: 'Edit application' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit application' });
  const letter = edit.getByRole('textbox', { name: 'Cover letter' });
  await letter.fill('An edit typed while the login ran out');
  const save = edit.getByRole('button', { name: 'Save changes' });
  await sendAfterTheCookieWent(page, save);
  await expect(letter).toHaveValue('An edit typed while the login ran out');
  await save.click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('An edit typed while the login ran out')).toBeVisible();
});
