import { expect, openPage, test } from './fixtures';
import { EDITABLE_APPLICATION, logInInDialog } from './support/demo';
import { logIn } from './support/session';

/**
 * A session that ends is found where the candidate is not looking: in another tab, or by a move
 * to another page. It is told as an ended session, never as a page that needs a login, and what
 * was typed stays.
 */

const SESSION_ENDED = 'Your session has ended. Log in again to continue where you were.';

test.beforeEach(async ({ context, problems }) => {
  problems.allow(/status of 401/);
  await logIn(context);
});

test('ended in another tab: this tab keeps its reply under the login, and sends it after', async ({
  context,
  page,
}) => {
  await openPage(page, `/application/${EDITABLE_APPLICATION}/messages`);
  const reply = page.getByRole('textbox', { name: 'Write a reply' });
  await reply.fill('A reply typed in the other tab');

  const otherTab = await context.newPage();
  await openPage(otherTab, '/user/settings');
  await otherTab.getByRole('textbox', { name: 'Last name' }).fill('Lindgren');
  await context.clearCookies({ name: 'authtoken' });
  await otherTab.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    otherTab.getByRole('dialog', { name: 'Log in', exact: true }).getByText(SESSION_ENDED),
  ).toBeVisible();

  await page.bringToFront();
  const login = page.getByRole('dialog', { name: 'Log in', exact: true });
  await expect(login.getByText(SESSION_ENDED)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/application/${EDITABLE_APPLICATION}/messages`);
  await logInInDialog(page);
  await expect(reply).toHaveValue('A reply typed in the other tab');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Messages with the recruiter' })
      .getByText('A reply typed in the other tab'),
  ).toBeVisible();
});

test('found gone on the way to another page: the login at home says the session ended', async ({
  context,
  page,
}) => {
  await openPage(page, '/user/settings');
  await context.clearCookies({ name: 'authtoken' });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^My applications/ })
    .click();
  const login = page.getByRole('dialog', { name: 'Log in', exact: true });
  await expect(login.getByText(SESSION_ENDED)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  await logInInDialog(page);
  await expect(page).toHaveURL(/\/application$/);
});
